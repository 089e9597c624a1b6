export const ROUTE_NOT_FOUND_MESSAGE = 'Cette adresse de l’API n’existe pas.'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

export const withFrenchNotFound =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown } | null
    if (typeof body?.message !== 'string' || !body.message.startsWith('Route not found')) return response
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return Response.json({ errors: [{ message: ROUTE_NOT_FOUND_MESSAGE }] }, { status: 404, headers })
  }

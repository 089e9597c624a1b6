/** What the API answers at an address it does not serve (a disabled `/duplicate`, a typo). */
export const ROUTE_NOT_FOUND_MESSAGE = 'Cette adresse de l’API n’existe pas.'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/**
 * Payload answers an unknown REST route in English ("Route not found …", with the path): our
 * API answers in French, in the `errors` shape of its other refusals, with the same 404.
 */
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

/**
 * Whether the client takes gzip (`Accept-Encoding`): named with a quality above 0, or covered by
 * `*` when it is not named at all (`gzip;q=0` refuses it whatever `*` says).
 */
export function acceptsGzip(header: string | null): boolean {
  const qualities = new Map(
    (header ?? '').split(',').map((part) => {
      const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const quality = params.find((param) => param.startsWith('q='))
      return [coding, quality === undefined ? 1 : Number(quality.slice(2))] as const
    }),
  )
  const quality = qualities.get('gzip') ?? qualities.get('*') ?? 0
  return quality > 0
}

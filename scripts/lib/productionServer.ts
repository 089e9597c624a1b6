/** `node`'s arguments that run the production server (`scripts/server.ts`, never `next start`) on host:port. */
export const productionServerArgs = (host: string, port: number | string) => [
  '--import',
  'tsx',
  'scripts/server.ts',
  '-H',
  host,
  '-p',
  String(port),
]

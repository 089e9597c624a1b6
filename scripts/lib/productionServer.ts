import { typescriptEntry } from './processes'

/** `node`'s arguments that run the production server (`scripts/server.ts`, never `next start`) on host:port. */
export const productionServerArgs = (host: string, port: number | string) =>
  typescriptEntry('scripts/server.ts', '-H', host, '-p', String(port))

import { typescriptEntry } from './processes'

/** `entry`: a bench's own server wrapping this one (`bench/lib/countingServer.ts`). */
export const productionServerArgs = (host: string, port: number | string, entry = 'scripts/server.ts') =>
  typescriptEntry(entry, '-H', host, '-p', String(port))

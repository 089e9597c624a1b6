import { typescriptEntry } from './processes'

export const productionServerArgs = (host: string, port: number | string) =>
  typescriptEntry('scripts/server.ts', '-H', host, '-p', String(port))

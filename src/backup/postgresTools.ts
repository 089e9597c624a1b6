import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export type PostgresTool = 'pg_dump' | 'pg_restore'

/** `pg_dump (PostgreSQL) 15.20 (Debian …)` → 15. */
export const majorOf = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? NaN)

async function versionOf(binary: string): Promise<string | null> {
  try {
    const { stdout } = await run(binary, ['--version'])
    return /\d+(?:\.\d+)*/.exec(stdout)?.[0] ?? null
  } catch {
    return null
  }
}

/**
 * Where a tool may be, best first: PG_BIN_DIR (the operator's choice), Debian's folder for the
 * server's own major version, the others newest first, then PATH. The embedded PostgreSQL of
 * `npm run dev` ships only `postgres`, `initdb` and `pg_ctl`: it brings no pg_dump of its own.
 */
function candidates(tool: PostgresTool, major: number, env: Record<string, string | undefined>): string[] {
  const found: string[] = []
  if (env.PG_BIN_DIR) found.push(path.join(env.PG_BIN_DIR, tool))
  const debian = '/usr/lib/postgresql'
  const installed = existsSync(debian)
    ? readdirSync(debian)
        .map(Number)
        .filter((version) => Number.isInteger(version))
        .sort((a, b) => (a === major ? -1 : b === major ? 1 : b - a))
    : []
  for (const version of installed) found.push(path.join(debian, String(version), 'bin', tool))
  found.push(tool)
  return found
}

/**
 * A pg_dump or pg_restore of at least `major`: pg_dump refuses a newer server, and a dump is only
 * read by a pg_restore at least as new as the pg_dump that wrote it.
 */
export async function findPostgresTool(
  tool: PostgresTool,
  major: number,
  env: Record<string, string | undefined> = process.env,
): Promise<{ binary: string; version: string }> {
  const seen: string[] = []
  for (const binary of candidates(tool, major, env)) {
    if (binary.includes('/') && !existsSync(binary)) continue
    const version = await versionOf(binary)
    if (!version) continue
    if (majorOf(version) >= major) return { binary, version }
    seen.push(`${binary} (${version})`)
  }
  throw new Error(
    `${tool} ${major} ou plus récent est introuvable${seen.length ? ` (trouvés : ${seen.join(', ')})` : ''}. ` +
      `Installez les outils clients de PostgreSQL ${major} (paquet postgresql-client-${major}) ` +
      `ou indiquez leur dossier dans PG_BIN_DIR.`,
  )
}

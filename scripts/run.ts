/**
 * `dev`, `build`, `start`, `migrate` or `seed`. Without DATABASE_URL it
 * starts an embedded PostgreSQL, so a newcomer needs no database set-up.
 */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { openAppDatabase } from './lib/appDatabase'
import { forgetNextDataCache } from './lib/nextCache'
import { runCommand, typescriptEntry } from './lib/processes'
import { productionServerArgs } from './lib/productionServer'

const require = createRequire(import.meta.url)
const mode = process.argv[2]
const modes = ['dev', 'build', 'start', 'migrate', 'seed'] as const
if (!modes.includes(mode as (typeof modes)[number])) {
  console.error(`Usage: tsx scripts/run.ts <${modes.join('|')}>`)
  process.exit(2)
}

// Next.js would otherwise send anonymous telemetry to an outside host.
process.env.NEXT_TELEMETRY_DISABLED = '1'

async function main() {
  const stopDatabase = await openAppDatabase()

  // In a cluster the release runs `npm run migrate` once and the servers start without touching
  // the schema (TRYB_MIGRATE_ON_START=false); one machine migrates and seeds as it starts.
  const prepares = mode !== 'start' || process.env.TRYB_MIGRATE_ON_START !== 'false'
  if (prepares) {
    const prepareArgs = typescriptEntry('scripts/prepare.ts', ...(mode === 'migrate' ? [] : ['--seed']))
    const prepared = await runCommand(process.execPath, prepareArgs)
    if (prepared !== 0) {
      await stopDatabase()
      process.exit(prepared)
    }
  }
  if (mode === 'migrate' || mode === 'seed') {
    await stopDatabase()
    return
  }

  if (mode === 'start' && !existsSync(path.join('.next', 'BUILD_ID'))) {
    console.info('[tryb] Pas de build de production : next build…')
    const code = await runNext(['build'])
    if (code !== 0) {
      await stopDatabase()
      process.exit(code)
    }
  }
  const host = process.env.HOST || '127.0.0.1'
  const port = process.env.PORT || '3000'
  const code =
    mode === 'start'
      ? await runCommand(process.execPath, productionServerArgs(host, port))
      : await runNext(mode === 'dev' ? ['dev', '-H', host, '-p', port] : ['build'])
  await stopDatabase()
  process.exit(code)
}

async function runNext(args: string[]) {
  if (args[0] === 'build') await forgetNextDataCache()
  return runCommand(process.execPath, [require.resolve('next/dist/bin/next'), ...args])
}

main().catch((error) => {
  console.error('[tryb]', error instanceof Error ? error.message : error)
  process.exit(1)
})

import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createDatabase, dropDatabase, resolveDatabaseServer, withClient } from '../../scripts/lib/database'
import { runCommand, typescriptEntry } from '../../scripts/lib/processes'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string; uploadsDir: string }
  }
}

/**
 * Once per run: a fresh database on DATABASE_URL's server (or the local server on 5432, or an
 * embedded one), migrated with the committed migrations. Each test file then copies it.
 */
export default async function setup(project: TestProject) {
  const server = await resolveDatabaseServer({
    embeddedDir: path.resolve('.data', 'pg-test'),
    embeddedPort: Number(process.env.EMBEDDED_TEST_PG_PORT || 54330),
    preferLocalServer: true,
  })
  const template = `tryb_test_${Date.now()}_${process.pid}`
  await createDatabase(server, template)

  // Migrated by scripts/prepare.ts in a process of its own, as `npm run dev` does: importing the
  // whole Payload config into vitest's main process sometimes never settled (the process then
  // ended silently, code 0, before any test), and this process has no use for Payload anyway.
  const migrated = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts'), {
    env: { ...process.env, DATABASE_URL: server.urlFor(template) },
  })
  if (migrated !== 0) throw new Error(`scripts/prepare.ts a échoué (code ${migrated}) sur ${template}`)

  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tryb-uploads-'))
  project.provide('testDatabase', { adminUrl: server.adminUrl, template, uploadsDir })

  return async () => {
    const copies = await withClient(server.adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${template}%`],
      )
      return rows.map((row) => row.datname)
    })
    for (const name of copies) await dropDatabase(server, name)
    await rm(uploadsDir, { recursive: true, force: true })
    await server.stop()
  }
}

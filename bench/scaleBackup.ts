/**
 * `BENCH_SCALE_ONLY=backup npm run bench:scale`: `npm run backup` and `npm run restore` of the
 * database grown to the scale targets (10,000 members…), as their code runs them: archive size,
 * backup and restore times (goal: the restore under 5 minutes on this machine). Writes
 * bench/results/scale-backup.{md,json}.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { createDatabase, dropDatabase, serverFromUrl } from '../scripts/lib/database'
import { runCommand, typescriptEntry } from '../scripts/lib/processes'
import { createBackup } from '../src/backup/createBackup'
import { restoreBackup } from '../src/backup/restoreBackup'
import { uploadStoreFromEnv } from '../src/uploads/uploadStore'
import { gitCommit } from './lib/results'
import { growNewDatabase } from './scaleJobsAlone'

const RESULTS_DIR = path.resolve('bench', 'results')
const RESTORE_GOAL_MS = 5 * 60_000

export async function measureBackup(heavyMemberEmail: string): Promise<number> {
  const grown = await growNewDatabase(heavyMemberEmail)
  if ('exitCode' in grown) return grown.exitCode
  const work = await mkdtemp(path.join(os.tmpdir(), 'tryb-scale-backup-'))
  const server = serverFromUrl(grown.env.DATABASE_URL!)
  const target = `tryb_scale_restore_${Date.now()}_${process.pid}`
  try {
    const store = uploadStoreFromEnv(grown.env)
    const backupStarted = performance.now()
    const backup = await createBackup({ databaseUrl: grown.env.DATABASE_URL!, store, directory: work })
    const backupMs = performance.now() - backupStarted

    await createDatabase(server, target)
    const restoreEnv = { ...grown.env, DATABASE_URL: server.urlFor(target) }
    const restoreStarted = performance.now()
    await restoreBackup({
      archive: backup.archive,
      databaseUrl: restoreEnv.DATABASE_URL,
      store: uploadStoreFromEnv({ UPLOADS_DIR: path.join(work, 'restored-uploads') }),
      force: false,
      migrate: async () => {
        const code = await runCommand(process.execPath, typescriptEntry('scripts/prepare.ts'), {
          env: restoreEnv,
          stdio: 'ignore',
        })
        if (code !== 0) throw new Error(`prepare.ts a échoué (code ${code})`)
      },
    })
    const restoreMs = performance.now() - restoreStarted
    store.close()

    const rows = Object.values(backup.manifest.tables).reduce((sum, count) => sum + count, 0)
    const meta = { date: new Date().toISOString(), ...gitCommit(), node: process.version, cores: os.cpus().length }
    const result = {
      ...meta,
      load: os.loadavg()[0],
      members: backup.manifest.tables.members,
      rows,
      files: backup.manifest.uploads.length,
      archiveBytes: backup.bytes,
      backupMs: Math.round(backupMs),
      restoreMs: Math.round(restoreMs),
      restoreGoalMet: restoreMs < RESTORE_GOAL_MS,
    }
    const markdown = [
      '# Sauvegarde et restauration à grande échelle (`BENCH_SCALE_ONLY=backup npm run bench:scale`)',
      '',
      `${meta.date} · commit \`${meta.commit ?? 'inconnu'}\` · Node ${meta.node} · ${meta.cores} cœurs · charge ${result.load.toFixed(1)}`,
      '',
      `| membres | lignes | fichiers | archive | sauvegarde | restauration (migrations et contrôle compris) | objectif < 5 min |`,
      `| --- | --- | --- | --- | --- | --- | --- |`,
      `| ${result.members} | ${rows} | ${result.files} | ${(backup.bytes / 1_048_576).toFixed(1)} Mio | ${(backupMs / 1000).toFixed(1)} s | ${(restoreMs / 1000).toFixed(1)} s | ${result.restoreGoalMet ? 'atteint' : 'MANQUÉ'} |`,
      '',
    ].join('\n')
    await mkdir(RESULTS_DIR, { recursive: true })
    await writeFile(path.join(RESULTS_DIR, 'scale-backup.json'), `${JSON.stringify(result, null, 2)}\n`)
    await writeFile(path.join(RESULTS_DIR, 'scale-backup.md'), markdown)
    console.info(`\n${markdown}\n[bench:scale] ${path.relative(process.cwd(), RESULTS_DIR)}/scale-backup.{json,md}`)
    return result.restoreGoalMet ? 0 : 1
  } finally {
    await dropDatabase(server, target).catch(() => undefined)
    await rm(work, { recursive: true, force: true })
    await grown.done()
  }
}

import { describe, expect, it } from 'vitest'

import { manifestDifferences, type BackupManifest } from '@/domain/infrastructure/backupManifest'

const manifest: BackupManifest = {
  format: 1,
  takenAt: '2026-11-29T06:57:00.000Z',
  app: { name: 'tryb', version: '0.1.0' },
  postgres: { server: '15.20', pgDump: '15.20' },
  database: { bytes: 1, sha256: 'dd' },
  lastMigration: '20261129_044832_money_loop_owner_steps_and_billing_identities',
  tables: { members: 3, projects: 0 },
  uploads: [{ collection: 'avatars', filename: 'a.png', mimeType: 'image/png', bytes: 4, sha256: 'aa' }],
  missingUploads: [],
  storage: 'local',
}

describe('a restore checked against its manifest', () => {
  it('is whole when every count and every checksum match', () => {
    expect(
      manifestDifferences(manifest, { tables: { members: 3, projects: 0 }, uploads: { 'avatars/a.png': 'aa' } }),
    ).toEqual([])
  })

  it('names, in French, each table and each file that differs', () => {
    expect(manifestDifferences(manifest, { tables: { members: 2 }, uploads: { 'avatars/a.png': 'bb' } })).toEqual([
      'Table members : 2 lignes au lieu de 3.',
      'Table projects absente (0 lignes attendues).',
      'Fichier avatars/a.png : contenu différent (sha256 bb).',
    ])
    expect(manifestDifferences(manifest, { tables: { members: 3, projects: 0 }, uploads: {} })).toEqual([
      'Fichier avatars/a.png absent du stockage.',
    ])
  })
})

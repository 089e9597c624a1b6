/** What an archive says of itself (`manifest.json`), and what a restore checks against it. */
export type BackupUpload = {
  collection: string
  filename: string
  mimeType: string | null
  bytes: number
  sha256: string
}

export type BackupManifest = {
  format: 1
  takenAt: string
  app: { name: string; version: string }
  postgres: { server: string; pgDump: string }
  /** `database.dump`, checked before a restore drops anything. */
  database: { bytes: number; sha256: string }
  /** The newest migration applied when the archive was taken. */
  lastMigration: string | null
  /** Rows per table of the `public` schema, in the dump's own snapshot. */
  tables: Record<string, number>
  uploads: BackupUpload[]
  /** Files a row names that storage did not have when the archive was taken (a row without its file stays so). */
  missingUploads: { collection: string; filename: string }[]
  storage: 'local' | 's3'
}

/** What a restore found: the same shapes, read back from the database and the storage. */
export type RestoredState = {
  tables: Record<string, number>
  /** sha256 of each file read back through the storage, by `collection/filename`; null when absent. */
  uploads: Record<string, string | null>
}

export const uploadKey = (upload: { collection: string; filename: string }) => `${upload.collection}/${upload.filename}`

/** Each way the restored state differs from the manifest, in French; none means the restore is whole. */
export function manifestDifferences(manifest: BackupManifest, restored: RestoredState): string[] {
  const differences: string[] = []
  for (const [table, rows] of Object.entries(manifest.tables)) {
    const found = restored.tables[table]
    if (found === undefined) differences.push(`Table ${table} absente (${rows} lignes attendues).`)
    else if (found !== rows) differences.push(`Table ${table} : ${found} lignes au lieu de ${rows}.`)
  }
  for (const upload of manifest.uploads) {
    const key = uploadKey(upload)
    const found = restored.uploads[key]
    if (found === undefined || found === null) differences.push(`Fichier ${key} absent du stockage.`)
    else if (found !== upload.sha256) differences.push(`Fichier ${key} : contenu différent (sha256 ${found}).`)
  }
  return differences
}

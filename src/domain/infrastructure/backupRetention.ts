/**
 * Which backup archives to keep: the newest of each of the last `daily` days that have one, and
 * the newest of each of the last `weekly` weeks (Monday to Sunday) that have one. Days and weeks
 * are UTC's, so the rule never depends on the machine's zone. Everything else may be deleted.
 */
export type RetentionPolicy = { daily: number; weekly: number }

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 5 }

const ARCHIVE_NAME = /^tryb-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/

/** `tryb-backup-20261129T065700Z.tar`: sorts by time, and says when it was taken. */
export function backupArchiveName(takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return `tryb-backup-${stamp}.tar`
}

/** The moment in an archive's name; null for any other file, which the rule never touches. */
export function backupArchiveDate(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name)
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second))
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The Monday that starts the date's week, as a day. */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return dayOf(monday)
}

/** The newest archive of each of the `count` newest periods. */
function newestPerPeriod(sorted: { name: string; takenAt: Date }[], periodOf: (date: Date) => string, count: number) {
  const kept: string[] = []
  const periods = new Set<string>()
  for (const archive of sorted) {
    if (periods.size >= count) break
    const period = periodOf(archive.takenAt)
    if (periods.has(period)) continue
    periods.add(period)
    kept.push(archive.name)
  }
  return kept
}

/** The archive names among `names` to delete under `policy`; names that are not archives are never listed. */
export function archivesToDelete(names: string[], policy: RetentionPolicy = DEFAULT_RETENTION): string[] {
  const archives = names
    .map((name) => ({ name, takenAt: backupArchiveDate(name) }))
    .filter((archive): archive is { name: string; takenAt: Date } => archive.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
  const kept = new Set([
    ...newestPerPeriod(archives, dayOf, Math.max(0, policy.daily)),
    ...newestPerPeriod(archives, weekOf, Math.max(0, policy.weekly)),
  ])
  // The newest archive is always kept, whatever the policy says: a backup that deletes itself proves nothing.
  if (archives[0]) kept.add(archives[0].name)
  return archives.filter((archive) => !kept.has(archive.name)).map((archive) => archive.name)
}

/** `BACKUP_KEEP_DAILY` and `BACKUP_KEEP_WEEKLY`, or the defaults; anything but a whole number ≥ 0 is refused. */
export function retentionFromEnv(env: Record<string, string | undefined>): RetentionPolicy {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim()
    if (!raw) return fallback
    if (!/^\d+$/.test(raw)) throw new Error(`${name} doit être un nombre entier positif ou nul (reçu « ${raw} »).`)
    return Number(raw)
  }
  return {
    daily: read('BACKUP_KEEP_DAILY', DEFAULT_RETENTION.daily),
    weekly: read('BACKUP_KEEP_WEEKLY', DEFAULT_RETENTION.weekly),
  }
}

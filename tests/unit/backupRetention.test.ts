import { describe, expect, it } from 'vitest'

import {
  archivesToDelete,
  backupArchiveDate,
  backupArchiveName,
  retentionFromEnv,
} from '@/domain/infrastructure/backupRetention'

/** One archive a day at 02:30 UTC from `first`, for `days` days. */
function dailyArchives(first: string, days: number): string[] {
  const start = new Date(`${first}T02:30:00Z`).getTime()
  return Array.from({ length: days }, (_, index) => backupArchiveName(new Date(start + index * 86_400_000)))
}

const kept = (names: string[], deleted: string[]) => names.filter((name) => !deleted.includes(name))

describe('backup archive names', () => {
  it('say when they were taken, to the second, in UTC', () => {
    const name = backupArchiveName(new Date('2026-11-29T06:57:03.456Z'))
    expect(name).toBe('tryb-backup-20261129T065703Z.tar')
    expect(backupArchiveDate(name)?.toISOString()).toBe('2026-11-29T06:57:03.000Z')
  })

  it('are told apart from any other file', () => {
    expect(backupArchiveDate('notes.txt')).toBeNull()
    expect(backupArchiveDate('tryb-backup-20261129T065703Z.tar.partial')).toBeNull()
  })
})

describe('retention: N daily, M weekly', () => {
  it('keeps the newest of each of the last 7 days and of the last 5 weeks', () => {
    // Sunday 2026-11-01 to Sunday 2026-11-29: 29 daily archives.
    const names = dailyArchives('2026-11-01', 29)
    const deleted = archivesToDelete(names, { daily: 7, weekly: 5 })
    const days = kept(names, deleted).map((name) => backupArchiveDate(name)!.toISOString().slice(0, 10))
    expect(days).toEqual([
      // Weeks start on Monday: the newest of the weeks of 26 Oct, 2, 9 and 16 Nov are their Sundays.
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      // The last 7 days, the week of 23 Nov's newest among them.
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
  })

  it('keeps only the newest archive of a day with several', () => {
    const names = ['2026-11-29T01:00:00Z', '2026-11-29T13:00:00Z', '2026-11-28T13:00:00Z'].map((at) =>
      backupArchiveName(new Date(at)),
    )
    expect(archivesToDelete(names, { daily: 2, weekly: 0 })).toEqual([names[0]])
  })

  it('counts the days that have an archive, not calendar days: a month without backups loses nothing', () => {
    const names = [...dailyArchives('2026-09-01', 3), ...dailyArchives('2026-11-28', 2)]
    expect(archivesToDelete(names, { daily: 5, weekly: 0 })).toEqual([])
  })

  it('always keeps the newest archive, even with a policy of nothing', () => {
    const names = dailyArchives('2026-11-27', 3)
    expect(archivesToDelete(names, { daily: 0, weekly: 0 })).toEqual([names[1], names[0]])
  })

  it('never lists a file that is not an archive', () => {
    expect(archivesToDelete(['README.txt', 'tryb-backup-x.tar'], { daily: 0, weekly: 0 })).toEqual([])
  })
})

describe('retention from the environment', () => {
  it('defaults to 7 daily and 5 weekly', () => {
    expect(retentionFromEnv({})).toEqual({ daily: 7, weekly: 5 })
  })

  it('reads BACKUP_KEEP_DAILY and BACKUP_KEEP_WEEKLY, and refuses anything but a whole number in French', () => {
    expect(retentionFromEnv({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_WEEKLY: '0' })).toEqual({ daily: 14, weekly: 0 })
    expect(() => retentionFromEnv({ BACKUP_KEEP_DAILY: '-1' })).toThrow(
      'BACKUP_KEEP_DAILY doit être un nombre entier positif ou nul (reçu « -1 »).',
    )
  })
})

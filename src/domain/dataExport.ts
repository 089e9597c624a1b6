/**
 * The data export (GDPR art. 15 and 20): when it is handed over at once, and the rules of the
 * e-mailed link of a large one. Pure: the reads and writes are in `src/profile/dataExportJob.ts`.
 */

/**
 * Past either bound the export is prepared by a job and e-mailed as a link: a download that long
 * would hold a request (and its database connection) for minutes, and a dropped connection would
 * cost a whole new export. 5,000 rows is years of an active member's notifications, points and
 * actions; 20 MiB is about ten photos or reporting files, sent base64 (a third more).
 */
export const EXPORT_DIRECT_MAX_ROWS = 5_000
export const EXPORT_DIRECT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024

export type ExportSize = { rows: number; uploadBytes: number }

export const exportNeedsJob = ({ rows, uploadBytes }: ExportSize): boolean =>
  rows > EXPORT_DIRECT_MAX_ROWS || uploadBytes > EXPORT_DIRECT_MAX_UPLOAD_BYTES

/** How long the e-mailed link works, from the moment the file is ready. */
export const EXPORT_LINK_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1_000

export const exportLinkExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + EXPORT_LINK_DAYS * DAY_MS)

/** The stored file is read back in parts of this size, so a download holds one part in memory. */
export const EXPORT_PART_BYTES = 1024 * 1024

export type ExportLinkRow = {
  member: number
  status: 'pending' | 'ready' | 'failed'
  expiresAt: Date | null
  usedAt: Date | null
}

export type ExportLinkRefusal = 'unknown' | 'used' | 'expired'

/**
 * Why a link does not give the file: unknown (or another member's: the same answer, so a link
 * says nothing of whose it is), already used (once only), or past its 7 days. The download itself
 * is decided by one conditional UPDATE; this only says why it found nothing.
 */
export function exportLinkRefusal(row: ExportLinkRow | null, memberId: number, now: Date): ExportLinkRefusal {
  if (!row || row.member !== memberId || row.status !== 'ready') return 'unknown'
  if (row.usedAt) return 'used'
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'unknown'
}

/** Shown on the profile, under "Mes données" (the `export` parameter of `/profile`). */
export const EXPORT_NOTICES = {
  requested:
    'Ton export est volumineux : nous le préparons et t’envoyons un lien par e-mail dans quelques minutes. Le lien fonctionne une seule fois, pendant 7 jours, une fois connecté·e à ton compte.',
  used: 'Ce lien de téléchargement a déjà servi : il ne fonctionne qu’une fois. Demande un nouvel export ci-dessous.',
  expired: 'Ce lien de téléchargement a expiré (il est valable 7 jours). Demande un nouvel export ci-dessous.',
  unknown: 'Ce lien de téléchargement n’est pas valable pour ton compte. Demande un nouvel export ci-dessous.',
} as const

export type ExportNotice = keyof typeof EXPORT_NOTICES

export const isExportNotice = (value: unknown): value is ExportNotice =>
  typeof value === 'string' && Object.hasOwn(EXPORT_NOTICES, value)

import { DELETION_PROCESSING_DAYS } from './accountDeletion'
import { EXPORT_LINK_DAYS } from './dataExport'
import { EMAIL_LOG_RETENTION_DAYS } from './email/emailLog'

/**
 * How long each kind of personal data is kept: the one place the nightly retention job
 * (`src/privacy/applyRetention.ts`), `/confidentialite`'s default text and `docs/PRIVACY.md` read.
 * In days; a period counts from the moment named in `from`.
 */
export const RETENTION = {
  signInLinks: { days: 1, from: 'leur expiration', label: 'Liens de connexion et de confirmation' },
  sessions: { days: 0, from: 'leur expiration', label: 'Sessions (appareils connectés)' },
  rateLimits: { days: 1, from: 'la fin de leur fenêtre', label: 'Compteurs anti-abus (adresse IP, e-mail)' },
  outbox: { days: EMAIL_LOG_RETENTION_DAYS, from: 'leur création', label: 'Copies des e-mails envoyés' },
  dataExports: { days: EXPORT_LINK_DAYS, from: 'leur demande', label: 'Fichiers d’export de tes données' },
  notifications: { days: 365, from: 'leur création', label: 'Notifications' },
  batch2List: {
    days: 730,
    from: 'l’inscription',
    label: 'Liste d’attente du Batch 2 (ou plus tôt, à l’ouverture du Batch 2 ou au retrait de ton consentement)',
  },
  unacceptedApplications: {
    days: 730,
    from: 'la dernière modification de la candidature',
    label: 'Candidatures jamais acceptées',
  },
  auditDetails: {
    days: 5 * 365,
    from: 'l’entrée du journal',
    label: 'Détails du journal d’audit (notes, valeurs avant et après)',
  },
  deletionRequests: {
    days: DELETION_PROCESSING_DAYS,
    from: 'la demande',
    label: 'Demandes de suppression de compte (effacement au plus tard)',
  },
} as const

export type RetentionKind = keyof typeof RETENTION

const DAY_MS = 24 * 60 * 60 * 1_000

/** Rows whose moment is before this are past their period. */
export const retentionCutoff = (kind: RetentionKind, now: Date): Date =>
  new Date(now.getTime() - RETENTION[kind].days * DAY_MS)

/** Rows touched per statement: each batch is a short transaction of its own, whatever the backlog. */
export const RETENTION_BATCH = 1_000

function duration(days: number): string {
  if (days === 0) return 'dès'
  if (days % 365 === 0) return days === 365 ? '12 mois après' : `${days / 365} ans après`
  if (days === 730) return '24 mois après'
  return days === 1 ? '1 jour après' : `${days} jours après`
}

/** The nightly job's periods, as the privacy policy lists them. */
export const retentionLines = (): string[] =>
  (Object.keys(RETENTION) as RetentionKind[])
    .filter((kind) => kind !== 'deletionRequests')
    .map((kind) => `- ${RETENTION[kind].label} : ${duration(RETENTION[kind].days)} ${RETENTION[kind].from}.`)

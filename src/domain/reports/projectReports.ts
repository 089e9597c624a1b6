import { countOf } from '../french'
import type { ProjectStatus, RequestType } from '../projects/projectVisibility'

/** With the text it stays under the server actions' 6 Mo body limit. */
export const REPORT_CSV_MAX_BYTES = 5 * 1024 * 1024
/** The longest free-text reporting, in characters (at most 400 Ko of UTF-8, see above). */
export const REPORT_TEXT_MAX_LENGTH = 100_000

export const REPORT_MESSAGES = {
  required: 'Veuillez fournir un reporting (texte ou fichier)',
  sent: 'Reporting envoyé',
  failed: "Impossible d'envoyer le reporting",
  csvTooLarge: 'Le fichier CSV ne doit pas dépasser 5 Mo.',
  notCsv: 'Le fichier doit être un fichier CSV (texte).',
  textTooLong: 'Le reporting texte ne doit pas dépasser 100 000 caractères.',
  notOwner: 'Seul le porteur du projet peut envoyer un reporting.',
  notOpen: 'Le reporting est ouvert aux projets de visibilité sélectionnés ou amplifiés.',
  notYourFile: 'Le fichier CSV doit être un fichier que tu as envoyé.',
  accessDenied: 'Accès refusé',
  noReportTitle: 'Aucun reporting',
  noReport: "Ce projet n'a pas encore de reporting à traiter",
  processingFailed: 'Impossible de traiter le reporting',
  runUndone: (validated: number) =>
    `Traitement annulé : ${countOf(validated, 'action remise', 'actions remises')} en attente, points repris.`,
} as const

export function acceptsReports(project: { status: ProjectStatus; request_type: RequestType }): boolean {
  return project.request_type === 'visibility' && (project.status === 'scheduled' || project.status === 'published')
}

export type ReportProcessingCounts = { validatedActions: number; pointsAwarded: number; contributors: number }

/** At most this many problems go back to the admin screen (a 50,000-row file can hold as many). */
export const REPORT_PROBLEMS_SHOWN = 200

/** The success summary, word for word (plural kept even for 1, as the product words it). */
export function reportSummary({ validatedActions, pointsAwarded, contributors }: ReportProcessingCounts): string {
  return `${validatedActions} actions validées, ${pointsAwarded} points attribués à ${contributors} contributeurs`
}

/** True when the bytes look like text, not a spreadsheet or an image renamed .csv (no NUL byte). */
export function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.includes(0)
}

import { ACTION_TYPE_WORDS, type ActionType } from './declaredActions'
import { projectHistoryLabel } from './projectModeration'

export type SentencePart = { text: string; href?: string }

export type AuditSubject =
  | {
      kind: 'declared-action'
      actionType: ActionType
      member: { id: number; name: string } | null
      project: { id: number; title: string } | null
    }
  | { kind: 'member'; id: number; name: string }
  | { kind: 'project'; id: number; title: string }
  | { kind: 'other'; label: string }

const VERBS: Record<string, string> = {
  'declared-action.validated_manual': 'a validé',
  'declared-action.validated_auto': 'a validé (reporting)',
  'declared-action.rejected': 'a rejeté',
  'declared-action.undone': 'a annulé la décision sur',
  'member.activated': 'a accepté la candidature de',
  'member.paused': 'a mis en pause la candidature de',
  'member.deactivated': 'a désactivé',
  'member.reactivated': 'a réactivé',
  'member.undone': 'a annulé la décision sur la candidature de',
  'member.reminded': 'a relancé',
  'reactivation_request.reactivated': 'a accepté la demande de réactivation de',
  'reactivation_request.dismissed': 'a écarté la demande de réactivation de',
  'reactivation_request.undone': 'a annulé la décision sur la demande de réactivation de',
  feedback_hidden: 'a masqué',
  feedback_withdrawn: 'a retiré',
  'feedback.undone': 'a annulé le masquage, rendant visible',
  'feedback_report.kept': 'a conservé le retour visé par',
  'feedback_report.undone': 'a annulé la décision sur',
  'project.unscheduled': 'a déplanifié la campagne de',
  'project.undone': 'a annulé la décision sur le projet',
}

/** How the history names a subject it has no names for, by its collection ("le retour n° 12"). */
const SUBJECT_NOUNS: Record<string, string> = {
  feedbacks: 'le retour n°',
  'feedback-reports': 'le signalement n°',
  payments: 'le paiement n°',
  invoices: 'la facture n°',
  'payload-jobs': 'l’e-mail n°',
  users: 'le compte d’équipe n°',
}

/** The words for a subject the history could not name. */
export const unnamedSubject = (collection: string, id: string): string =>
  `${SUBJECT_NOUNS[collection] ?? `${collection} n°`} ${id}`

/** "de" before a name, elided before a vowel as French writes it: "de Thomas", "d’Inès". */
const of = (name: string) => (/^[aeiouyhàâäéèêëîïôöûü]/i.test(name) ? 'd’' : 'de ')

const memberHref = (id: number) => `/admin/collections/members/${id}`
const projectHref = (id: number) => `/admin/projets?projet=${id}`

function subjectParts(subject: AuditSubject): SentencePart[] {
  switch (subject.kind) {
    case 'declared-action':
      return [
        { text: `${ACTION_TYPE_WORDS[subject.actionType].definite} ${of(subject.member?.name ?? 'un')}` },
        subject.member ? { text: subject.member.name, href: memberHref(subject.member.id) } : { text: 'un membre' },
        { text: ' sur ' },
        subject.project
          ? { text: subject.project.title, href: projectHref(subject.project.id) }
          : { text: 'un projet' },
      ]
    case 'member':
      return [{ text: subject.name, href: memberHref(subject.id) }]
    case 'project':
      return [{ text: `« ${subject.title} »`, href: projectHref(subject.id) }]
    default:
      return [{ text: subject.label }]
  }
}

/** An act without words of its own says its internal name rather than nothing. */
export function auditSentence(action: string, actor: string, subject: AuditSubject): SentencePart[] {
  const verb = VERBS[action]
  if (verb?.endsWith(' de') && subject.kind === 'member') {
    return [{ text: `${actor} ${verb.slice(0, -3)} ${of(subject.name)}` }, ...subjectParts(subject)]
  }
  if (verb) return [{ text: `${actor} ${verb} ` }, ...subjectParts(subject)]
  if (subject.kind === 'project' || action.startsWith('project.')) {
    return [{ text: `${projectHistoryLabel(action)} : ` }, ...subjectParts(subject), { text: ` (par ${actor})` }]
  }
  return [{ text: `${action} — ` }, ...subjectParts(subject), { text: ` (par ${actor})` }]
}

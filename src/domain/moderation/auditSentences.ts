import { ACTION_TYPE_WORDS, type ActionType } from '../declaredActions/declaredActions'
import { formatCents, type PaymentMethod } from '../payments/payments'
import { projectHistoryLabel } from '../projects/projectModeration'

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
  | {
      kind: 'payment'
      amountCents: number
      method: PaymentMethod
      reference: string | null
      /** The invoice the payment's receipt issued, once paid. */
      invoiceNumber: string | null
      owner: string
      project: { id: number; title: string } | null
    }
  | {
      kind: 'invoice'
      number: string
      billingDocumentKind: 'invoice' | 'credit_note'
      ttcCents: number
      buyer: string
      /** The invoice a credit note cancels. */
      creditedNumber: string | null
      project: { id: number; title: string } | null
    }
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

/** The journal's list (`/admin/collections/audit-log`) names each money act in French, not by its key. */
const ACTION_LABELS: Record<string, string> = {
  'payment.opened': 'Paiement ouvert',
  'payment.paid': 'Paiement reçu, facture émise',
  'payment.refunded': 'Paiement remboursé',
  'payment.cancelled': 'Paiement annulé',
  'payment.transfer_declared': 'Virement annoncé par le porteur',
  'payment.refund_transfer_sent': 'Remboursement renvoyé par virement',
  'payment.card_event_refused': 'Événement de paiement par carte refusé',
  'invoice.credit_note': 'Avoir émis',
  'email.resent': 'E-mail renvoyé',
  'batch2.opened': 'Batch 2 ouvert : liste d’attente prévenue et effacée',
  'batch2_waitlist.withdrawn': 'Adresse retirée de la liste d’attente du Batch 2',
}

/** A project's act says its history label; an act with no French words yet keeps its key. */
export const auditActionLabel = (action: string): string =>
  ACTION_LABELS[action] ?? (action.startsWith('project.') ? projectHistoryLabel(action) : action)

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

const campaignParts = (project: { id: number; title: string } | null): SentencePart[] =>
  project
    ? [{ text: 'la campagne ' }, { text: `« ${project.title} »`, href: projectHref(project.id) }]
    : [{ text: 'une campagne' }]

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
    case 'payment':
    case 'invoice':
      return campaignParts(subject.project)
    default:
      return [{ text: subject.label }]
  }
}

const METHOD_WORDS: Record<PaymentMethod, string> = { card: 'par carte', transfer: 'par virement' }

/**
 * A card event the webhook refused pays nothing; the sentence names the payment it was told on and
 * carries the audit row's notes, which say why ("Rien n’est réglé : montant 1 eur, session ouverte
 * pour 10000 eur (événement …, session …)."). The payment may be unknown (an event naming none).
 */
function cardRefusalSentence(subject: AuditSubject, notes: string | null): SentencePart[] {
  const why = notes ? ` ${notes}` : ''
  if (subject.kind !== 'payment') {
    return [{ text: 'Événement de paiement par carte refusé sur ' }, ...subjectParts(subject), { text: `.${why}` }]
  }
  const whom = ` (${subject.owner}${subject.reference ? `, ${subject.reference}` : ''})`
  return [
    { text: `Événement de paiement par carte refusé : ${formatCents(subject.amountCents)} pour ` },
    ...campaignParts(subject.project),
    { text: `${whom}.${why}` },
  ]
}

/**
 * Money in sentences an accountant reads: how much, how, for which campaign and whom, which document
 * ("Paiement de 100,00 € reçu par virement pour la campagne « … » (Thomas Nguyen, TRYB-12-AB3C) :
 * facture F2026-0005 émise — enregistré par Camille").
 */
function moneySentence(action: string, actor: string, subject: AuditSubject): SentencePart[] | null {
  const by = actor === 'Le serveur' ? '' : ` — par ${actor}`
  if (subject.kind === 'invoice') {
    const whom = ` (${subject.buyer}, ${formatCents(subject.ttcCents)})`
    if (action === 'invoice.credit_note' || subject.billingDocumentKind === 'credit_note') {
      const cancels = subject.creditedNumber ? `, qui annule la facture ${subject.creditedNumber}` : ''
      return [
        { text: `Avoir ${subject.number} émis pour ` },
        ...campaignParts(subject.project),
        { text: `${whom}${cancels}${by}` },
      ]
    }
    return [
      { text: `Facture ${subject.number} émise pour ` },
      ...campaignParts(subject.project),
      { text: `${whom}${by}` },
    ]
  }
  if (subject.kind !== 'payment') return null
  const amount = formatCents(subject.amountCents)
  const whom = ` (${subject.owner}${subject.reference ? `, ${subject.reference}` : ''})`
  const campaign = campaignParts(subject.project)
  switch (action) {
    case 'payment.opened':
      return [{ text: `Paiement de ${amount} ouvert pour ` }, ...campaign, { text: `${whom} : à régler sous 24 h` }]
    case 'payment.paid': {
      const invoice = subject.invoiceNumber ? ` : facture ${subject.invoiceNumber} émise` : ''
      return [
        { text: `Paiement de ${amount} reçu ${METHOD_WORDS[subject.method]} pour ` },
        ...campaign,
        { text: `${whom}${invoice}${by}` },
      ]
    }
    case 'payment.refunded':
      return [{ text: `Paiement de ${amount} remboursé pour ` }, ...campaign, { text: `${whom}${by}` }]
    case 'payment.cancelled':
      return [{ text: `Paiement de ${amount} annulé pour ` }, ...campaign, { text: `${whom}${by}` }]
    case 'payment.transfer_declared':
      return [{ text: `Virement de ${amount} annoncé par le porteur pour ` }, ...campaign, { text: whom }]
    case 'payment.refund_transfer_sent':
      return [
        { text: `Remboursement de ${amount} renvoyé par virement à ${subject.owner} pour ` },
        ...campaign,
        { text: by },
      ]
    default:
      return [{ text: `Paiement de ${amount} modifié pour ` }, ...campaign, { text: `${whom}${by}` }]
  }
}

/** An act without words of its own says its internal name rather than nothing. */
export function auditSentence(
  action: string,
  actor: string,
  subject: AuditSubject,
  notes: string | null = null,
): SentencePart[] {
  if (action === 'payment.card_event_refused') return cardRefusalSentence(subject, notes)
  const money = moneySentence(action, actor, subject)
  if (money) return money
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

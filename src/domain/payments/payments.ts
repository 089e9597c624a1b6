/** Money is whole cents everywhere; euros appear only in labels. */

export const PAYMENT_METHODS = ['card', 'transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Carte bancaire',
  transfer: 'Virement bancaire',
}

/** pending → paid → refunded; a pending attempt may also be cancelled (the campaign is off). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'À payer',
  paid: 'Payé',
  refunded: 'Remboursé',
  cancelled: 'Annulé',
}

export const BILLING_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const
export type BillingDocumentKind = (typeof BILLING_DOCUMENT_KINDS)[number]
export const BILLING_DOCUMENT_KIND_LABELS: Record<BillingDocumentKind, string> = {
  invoice: 'Facture',
  credit_note: 'Avoir',
}

export const PAYMENT_DELAY_HOURS = 24

/** What happens past the deadline, said wherever the deadline is (page, e-mail): the scheduling gate's rule. */
export const PAST_DEADLINE_RULE =
  'Passé ce délai, ta semaine d’exposition n’est pas planifiée tant que le paiement n’est pas reçu (l’équipe peut accorder une dérogation).'

export const VAT_EXEMPTION_MENTION = 'TVA non applicable, art. 293 B du CGI'
export const NO_EARLY_PAYMENT_DISCOUNT = 'Pas d’escompte pour paiement anticipé.'
export const FIXED_RECOVERY_FEE_MENTION =
  'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (art. L441-10 du Code de commerce).'

export const PAYMENT_MESSAGES = {
  accessDenied: 'Action réservée aux administrateurs.',
  refusedThroughApi: 'Les paiements sont enregistrés par le site, jamais directement.',
  invoiceRefusedThroughApi: 'Une facture émise ne se modifie ni ne se supprime : un avoir la corrige.',
  notFound: 'Paiement introuvable.',
  notPending: 'Ce paiement n’est plus en attente : rien n’a été modifié.',
  dateRequired: 'Indique la date de réception du virement (AAAA-MM-JJ).',
  dateInFuture: 'La date de réception ne peut pas être dans le futur.',
  transferMarked: 'Virement enregistré : la facture est émise.',
  markFailed: 'Le virement n’a pas pu être enregistré. Réessaie.',
  billingDetailsSaved: 'Coordonnées de facturation enregistrées.',
  billingDetailsFailed: 'Les coordonnées de facturation n’ont pas pu être enregistrées. Réessaie.',
  billingNameRequired: 'Indique le nom ou la raison sociale à facturer.',
  billingAddressRequired: 'Indique l’adresse de facturation.',
  billingDetailsRequired: 'Renseigne tes coordonnées de facturation avant de payer.',
  cardUnavailable: 'Le paiement par carte n’est pas disponible : règle par virement.',
  checkoutFailed: 'Le paiement par carte n’a pas pu démarrer. Réessaie ou règle par virement.',
  signInToPay: 'Connecte-toi pour payer.',
  badSignature: 'Signature du webhook invalide : rien n’a été enregistré.',
  badEvent: 'Événement de paiement par carte illisible : rien n’a été enregistré.',
  cardEventFailed: 'Le paiement par carte n’a pas pu être enregistré : Stripe renverra l’événement.',
  eventRecorded: 'Événement reçu.',
  /** Stripe could not be asked to confirm the session: a 503, so Stripe sends the event again later. */
  cardUnconfirmed:
    'Le paiement par carte n’a pas pu être confirmé auprès de Stripe : rien n’a été enregistré, Stripe renverra l’événement.',
  notPaid: 'Ce paiement n’est pas réglé : il n’y a rien à rembourser.',
  refundReasonRequired: 'Indique le motif du remboursement.',
  refunded: 'Remboursement enregistré : l’avoir est émis.',
  refundFailed: 'Le remboursement n’a pas pu être enregistré. Réessaie.',
  refundAfterPublication: 'Cette campagne est déjà publiée : sa semaine a été fournie, elle ne se rembourse plus.',
  refundedAndUnscheduled: 'Remboursement enregistré : l’avoir est émis et la campagne est déplanifiée.',
  paymentNoLongerOpen: 'Ce paiement n’est plus ouvert : la validation du projet a été annulée, il n’y a rien à payer.',
  notTransferRefund: 'Ce paiement n’est pas un virement remboursé en attente de renvoi : rien n’a été modifié.',
  refundTransferDateRequired: 'Indique la date du virement de remboursement (AAAA-MM-JJ).',
  refundTransferMarked: 'Virement de remboursement enregistré : le porteur est prévenu.',
  refundTransferFailed: 'Le virement de remboursement n’a pas pu être enregistré. Réessaie.',
  transferDeclared:
    'Merci ! L’équipe rapproche ton virement dès qu’il arrive sur son compte (1 à 2 jours ouvrés), puis programme ta semaine et t’envoie ta facture.',
  transferAlreadyDeclared: 'Ton virement est déjà annoncé : l’équipe le rapproche dès qu’il arrive.',
  declareFailed: 'Ton annonce de virement n’a pas pu être enregistrée. Réessaie.',
  notYourPayment: 'Seul le porteur du projet peut payer sa campagne.',
  reopened: 'Un nouveau paiement est ouvert : règle-le pour que l’équipe programme ta semaine.',
  cannotReopen: 'Il n’y a rien à payer pour cette campagne pour l’instant.',
  reopenFailed: 'Le nouveau paiement n’a pas pu être ouvert. Réessaie.',
  invoicingNotReady:
    'Le paiement ne peut pas encore être encaissé : l’équipe termine de renseigner ses informations de facturation. Réessaie un peu plus tard.',
  sellerPlaceholder:
    'Les coordonnées du vendeur sont encore celles de la démonstration : renseigne-les dans Administration › Facturation avant d’émettre une facture.',
  scheduleNeedsPayment:
    'Ce projet de visibilité n’est pas payé : enregistre le paiement, ou indique le motif de la dérogation pour le planifier.',
} as const

/**
 * What a refund does to the campaign it paid for: a scheduled one is unscheduled (its week freed). A published
 * one is refused: its week was delivered, and a credit note would record as never sold what was.
 */
export function refundCampaignEffect(status: string | undefined): 'unschedule' | 'keep' | 'refuse' {
  if (status === 'published') return 'refuse'
  return status === 'scheduled' ? 'unschedule' : 'keep'
}

export const eurosToCents = (euros: number): number => Math.round(euros * 100)

export type Amounts = { htCents: number; vatCents: number; ttcCents: number }

/** The VAT is the rest after rounding, so the three amounts always add up. */
export function splitTotal(ttcCents: number, vatRate: number): Amounts {
  if (!Number.isInteger(ttcCents) || ttcCents < 0) throw new Error(`not a whole number of cents: ${ttcCents}`)
  if (!(vatRate > 0)) return { htCents: ttcCents, vatCents: 0, ttcCents }
  const htCents = Math.round((ttcCents * 100) / (100 + vatRate))
  return { htCents, vatCents: ttcCents - htCents, ttcCents }
}

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** "100,00 €" (the narrow no-break spaces of fr-FR made plain, for PDFs and CSV). */
export const formatCents = (cents: number): string => euroFormat.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ')

/** "20 %" or "5,5 %". */
export const formatRate = (rate: number): string => `${String(rate).replace('.', ',')} %`

/** "F2026-0007" (invoice) or "A2026-0002" (credit note): one gapless series per kind and year. */
export function documentNumber(kind: BillingDocumentKind, year: number, sequence: number): string {
  return `${kind === 'invoice' ? 'F' : 'A'}${year}-${String(sequence).padStart(4, '0')}`
}

export const counterKey = (kind: BillingDocumentKind, year: number) => `${kind}-${year}`

/** Letters and digits a human can read back over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** `random` is the caller's, so this stays pure. */
export function paymentReference(projectId: number, random: () => number): string {
  const suffix = Array.from({ length: 4 }, () => REFERENCE_ALPHABET[Math.floor(random() * REFERENCE_ALPHABET.length)])
  return `TRYB-${projectId}-${suffix.join('')}`
}

export const PAYMENT_REMINDER_HOURS = 20

/** Older ones are the admins' business, not a reminder's. */
export const reminderWindow = (now: Date) => ({
  dueBefore: new Date(now.getTime() + (PAYMENT_DELAY_HOURS - PAYMENT_REMINDER_HOURS) * 3_600_000),
  dueAfter: new Date(now.getTime() - 7 * 24 * 3_600_000),
})

export const isPaymentLate = (payment: { status: PaymentStatus; due_at: string }, now: Date) =>
  payment.status === 'pending' && new Date(payment.due_at).getTime() <= now.getTime()

export const paymentDueAt = (openedAt: Date): Date => new Date(openedAt.getTime() + PAYMENT_DELAY_HOURS * 3_600_000)

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

const parisIsoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export const parisCalendarDay = (date: Date): string => parisIsoDay.format(date)

/** "27 novembre 2026 à 14:05" in Paris time. */
export const parisDeadline = (date: Date | string): string => parisDateTime.format(new Date(date))

/** "27 novembre 2026" in Paris time. */
export const parisDay = (date: Date | string): string => parisDate.format(new Date(date))

/** Noon UTC is the same calendar day in Paris. */
export function receptionDay(day: string, now: Date): { date: Date } | { error: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim())
  if (!match) return { error: PAYMENT_MESSAGES.dateRequired }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day.trim()) {
    return { error: PAYMENT_MESSAGES.dateRequired }
  }
  if (day.trim() > parisCalendarDay(now)) return { error: PAYMENT_MESSAGES.dateInFuture }
  return { date }
}

export function paymentLabel(
  payment: { status: PaymentStatus; paidAt: string | null; refundedAt?: string | null; dueAt?: string } | null,
): string | null {
  if (!payment) return null
  if (payment.status === 'pending' && payment.dueAt) {
    return `À payer avant le ${parisDeadline(payment.dueAt)} (heure de Paris)`
  }
  if (payment.status === 'paid' && payment.paidAt) return `Payé le ${parisDay(payment.paidAt)}`
  if (payment.status === 'refunded' && payment.refundedAt) return `Remboursé le ${parisDay(payment.refundedAt)}`
  return PAYMENT_STATUS_LABELS[payment.status]
}

/** Labelled with the credit note, so the owner's bank line and the accountant's export meet. */
export function transferBackInstruction(input: {
  amountCents: number
  buyerName: string
  paidAt: string
  reference: string | null
  creditNoteNumber: string
}): string {
  const from = input.reference ? ` (référence ${input.reference})` : ''
  return (
    `Renvoyer ${formatCents(input.amountCents)} par virement à ${input.buyerName}, sur le compte d’où est venu ` +
    `le virement reçu le ${parisDay(input.paidAt)}${from}, avec le libellé « Avoir ${input.creditNoteNumber} ».`
  )
}

export function billingDetailsError(name: string, address: string): string | null {
  if (!name.trim()) return PAYMENT_MESSAGES.billingNameRequired
  if (!address.trim()) return PAYMENT_MESSAGES.billingAddressRequired
  return null
}

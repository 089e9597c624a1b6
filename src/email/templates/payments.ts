import { formatCents, PAYMENT_METHOD_LABELS, parisDeadline, type PaymentMethod } from '@/domain/payments/payments'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function paymentReceivedEmail(input: {
  to: string
  firstName: string
  projectTitle: string
  amountCents: number
  method: PaymentMethod
  invoiceNumber: string
  invoiceUrl: string
}): OutgoingEmail {
  return {
    to: input.to,
    ...composeEmail({
      template: 'paymentReceived',
      audience: 'member',
      subject: `Paiement reçu — facture ${input.invoiceNumber}`,
      paragraphs: [
        `Bonjour ${input.firstName},`,
        `Nous avons bien reçu ton paiement de ${formatCents(input.amountCents)} (${PAYMENT_METHOD_LABELS[input.method].toLowerCase()}) pour la campagne de « ${input.projectTitle} ».`,
        `Ta facture n° ${input.invoiceNumber} est jointe à cet e-mail (PDF) et reste téléchargeable depuis ton tableau de bord. L’équipe peut maintenant planifier ta semaine d’exposition.`,
      ],
      button: { label: 'Télécharger la facture', url: input.invoiceUrl },
    }),
  }
}

export function paymentReminderEmail(input: {
  to: string
  firstName: string
  projectTitle: string
  amountCents: number
  dueAt: string
  url: string
}): OutgoingEmail {
  return {
    to: input.to,
    ...composeEmail({
      template: 'paymentReminder',
      audience: 'member',
      subject: `Rappel : paiement de « ${input.projectTitle} » attendu`,
      paragraphs: [
        `Bonjour ${input.firstName},`,
        `Le paiement de ${formatCents(input.amountCents)} pour la campagne de « ${input.projectTitle} » est attendu avant le ${parisDeadline(input.dueAt)} (heure de Paris).`,
        'Sans paiement, l’équipe ne peut pas planifier ta semaine d’exposition.',
      ],
      button: { label: 'Payer maintenant', url: input.url },
    }),
  }
}

export function creditNoteEmail(input: {
  to: string
  firstName: string
  projectTitle: string
  amountCents: number
  creditNoteNumber: string
  invoiceNumber: string
  url: string
  /** A transfer is sent back by the team: the owner is told it will come, and told again when sent. */
  byTransfer?: boolean
  /** The refund took a scheduled campaign off its week. */
  campaignCancelled?: boolean
}): OutgoingEmail {
  return {
    to: input.to,
    ...composeEmail({
      template: 'creditNote',
      audience: 'member',
      subject: `Remboursement — avoir ${input.creditNoteNumber}`,
      paragraphs: [
        `Bonjour ${input.firstName},`,
        `La campagne de « ${input.projectTitle} » t’est remboursée : ${formatCents(input.amountCents)}.`,
        `L’avoir n° ${input.creditNoteNumber} annule la facture n° ${input.invoiceNumber}.`,
        ...(input.campaignCancelled
          ? ['Ta campagne est annulée : sa semaine d’exposition est libérée et le projet n’est plus planifié.']
          : []),
        ...(input.byTransfer
          ? [
              'Nous te renvoyons cette somme par virement, sur le compte d’où est venu ton paiement ; tu recevras un e-mail quand il sera parti.',
            ]
          : ['Le remboursement est fait sur la carte qui a payé.']),
      ],
      button: { label: 'Télécharger l’avoir', url: input.url },
    }),
  }
}

/** "Remboursé par virement le …": the team sent the refund back. */
export function refundTransferSentEmail(input: {
  to: string
  firstName: string
  projectTitle: string
  amountCents: number
  sentOn: string
  creditNoteNumber: string
  url: string
}): OutgoingEmail {
  return {
    to: input.to,
    ...composeEmail({
      template: 'refundTransferSent',
      audience: 'member',
      subject: `Remboursement envoyé — avoir ${input.creditNoteNumber}`,
      paragraphs: [
        `Bonjour ${input.firstName},`,
        `Le remboursement de la campagne de « ${input.projectTitle} » est parti : ${formatCents(input.amountCents)}, par virement le ${input.sentOn}, libellé « Avoir ${input.creditNoteNumber} ».`,
        'Compte quelques jours ouvrés pour le voir sur ton compte.',
      ],
      button: { label: 'Télécharger l’avoir', url: input.url },
    }),
  }
}

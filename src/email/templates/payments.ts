import { formatCents, PAYMENT_METHOD_LABELS, parisDeadline, type PaymentMethod } from '@/domain/payments'

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
        `Ta facture n° ${input.invoiceNumber} est disponible. L’équipe peut maintenant planifier ta semaine d’exposition.`,
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
      ],
      button: { label: 'Télécharger l’avoir', url: input.url },
    }),
  }
}

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** It promises nothing more than the success screen. */
export function applicationReceived({
  firstName,
  capacity,
  siteUrl,
}: {
  firstName: string
  capacity: number
  siteUrl: string
}): Omit<OutgoingEmail, 'to'> {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Merci pour ta candidature à la Tryb : elle est bien enregistrée.',
    `L’équipe étudie ton profil et ton projet. Si tu fais partie des ${capacity} membres fondateurs, nous te contacterons par e-mail pour la suite.`,
    'Une seule candidature par personne est acceptée : inutile d’en envoyer une autre.',
  ]
  return composeEmail({
    template: 'applicationReceived',
    audience: 'applicant',
    subject: 'Ta candidature à la Tryb est bien enregistrée',
    paragraphs,
    button: { label: 'Découvrir la Tryb', url: siteUrl },
  })
}

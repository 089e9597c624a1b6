import { reviewDelay } from '@/domain/applications/applicationReview'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** It promises what the success screen and /apply promise, with the rules' review delay. */
export function applicationReceived({
  firstName,
  capacity,
  reviewHours,
  siteUrl,
}: {
  firstName: string
  capacity: number
  reviewHours: number
  siteUrl: string
}): Omit<OutgoingEmail, 'to'> {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Merci pour ta candidature à la Tryb : elle est bien enregistrée.',
    `L’équipe étudie ton profil et ton projet et te répond par e-mail ${reviewDelay(reviewHours)}. Si tu fais partie des ${capacity} membres fondateurs, cet e-mail te connecte à la Tryb en un clic.`,
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

import { countOf } from '@/domain/french'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function referralCreditedEmail({
  to,
  firstName,
  refereeEmail,
  points,
  url,
}: {
  to: string
  firstName: string
  refereeEmail: string
  points: number
  url: string
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'referralCredited',
      audience: 'member',
      subject: `Parrainage crédité : +${countOf(points, 'point', 'points')}`,
      paragraphs: [
        `Bonjour ${firstName},`,
        `${refereeEmail}, que tu as invité·e, est maintenant membre actif de la Tryb.`,
        `Ton parrainage te rapporte ${countOf(points, 'point', 'points')}. Merci de faire grandir la communauté !`,
      ],
      button: { label: 'Voir mon dashboard', url },
    }),
  }
}

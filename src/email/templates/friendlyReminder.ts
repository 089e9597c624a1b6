import { countOf } from '@/domain/french'

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function friendlyReminderEmail({
  to,
  firstName,
  missing,
  daysLeft,
  url,
}: {
  to: string
  firstName: string
  missing: number
  daysLeft: number
  url: string
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'friendlyReminder',
      audience: 'member',
      subject: 'Un petit coup de pouce pour ce semestre ?',
      paragraphs: [
        `Bonjour ${firstName},`,
        `On pense à toi : il te manque ${countOf(missing, 'point', 'points')} pour rester membre actif, et il reste ${countOf(daysLeft, 'jour', 'jours')} avant la clôture du semestre.`,
        'Un like, un commentaire ou un partage sur les projets de la semaine suffit pour avancer : chaque soutien compte pour les autres membres aussi.',
      ],
      button: { label: 'Voir les projets de la semaine', url },
    }),
  }
}

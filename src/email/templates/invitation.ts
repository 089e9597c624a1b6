import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function invitationEmail({
  to,
  referrerName,
  url,
}: {
  to: string
  referrerName: string
  url: string
}): OutgoingEmail {
  const paragraphs = [
    'Bonjour,',
    `${referrerName} t’invite à rejoindre la Tryb, une communauté sélective de solopreneurs qui testent leurs idées, gagnent en visibilité et font du business ensemble.`,
    'Pour candidater, remplis le formulaire en 5 étapes : l’équipe examine chaque candidature, parrainage compris.',
  ]
  return {
    to,
    ...composeEmail({
      template: 'invitation',
      audience: 'invitee',
      subject: `${referrerName} t’invite à rejoindre la Tryb`,
      paragraphs,
      button: { label: 'Candidater', url },
    }),
  }
}

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function magicLinkEmail({
  to,
  firstName,
  url,
}: {
  to: string
  firstName?: string | null
  url: string
}): OutgoingEmail {
  const hello = firstName ? `Bonjour ${firstName},` : 'Bonjour,'
  return {
    to,
    ...composeEmail({
      template: 'magicLink',
      audience: 'account',
      subject: 'Ton lien de connexion à la Tryb',
      paragraphs: [hello, 'Voici ton lien de connexion à la Tryb. Il est valable 15 minutes et ne sert qu’une fois.'],
      button: { label: 'Me connecter', url },
      afterButton: ['Si tu n’as pas demandé ce lien, ignore cet e-mail : personne ne peut se connecter sans lui.'],
    }),
  }
}

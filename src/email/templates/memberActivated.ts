import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** The application is accepted; a link to sign in. */
export function memberActivatedEmail({
  to,
  firstName,
  loginUrl,
}: {
  to: string
  firstName: string
  loginUrl: string
}): OutgoingEmail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Bienvenue dans la Tryb : ta candidature est acceptée et ton compte est maintenant actif.',
    'Connecte-toi avec ton adresse e-mail (un lien de connexion t’est envoyé en un clic) pour découvrir les projets de la semaine, voter et gagner tes premiers points.',
  ]
  return {
    to,
    ...composeEmail({
      audience: 'member',
      subject: 'Bienvenue dans la Tryb : ton compte est actif ✅',
      paragraphs,
      button: { label: 'Me connecter', url: loginUrl },
    }),
  }
}

import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

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
    'Deux façons de te connecter : avec ton adresse e-mail seule (« Lien magique » : un lien de connexion t’est envoyé en un clic), ou avec un mot de passe, que tu définis sur ta page profil (« Définir un mot de passe ») une fois connecté·e, ou avec « Mot de passe oublié ? ».',
    'Découvre ensuite les projets de la semaine, vote et gagne tes premiers points.',
  ]
  return {
    to,
    ...composeEmail({
      template: 'memberActivated',
      audience: 'member',
      subject: 'Bienvenue dans la Tryb : ton compte est actif ✅',
      paragraphs,
      button: { label: 'Me connecter', url: loginUrl },
    }),
  }
}

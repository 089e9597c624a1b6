import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** Its button signs the member in at once (a single-use link, as the magic link's). */
export function memberActivatedEmail({
  to,
  firstName,
  signInUrl,
  linkDays,
}: {
  to: string
  firstName: string
  signInUrl: string
  linkDays: number
}): OutgoingEmail {
  const paragraphs = [
    `Bonjour ${firstName},`,
    'Bienvenue dans la Tryb : ta candidature est acceptée et ton compte est maintenant actif.',
    'Le bouton ci-dessous te connecte en un clic et t’ouvre tes premiers pas dans la Tryb.',
  ]
  return {
    to,
    ...composeEmail({
      template: 'memberActivated',
      audience: 'member',
      subject: 'Bienvenue dans la Tryb : ton compte est actif ✅',
      paragraphs,
      button: { label: 'Me connecter à la Tryb', url: signInUrl },
      afterButton: [
        `Ce lien est valable ${linkDays} jours et ne sert qu’une fois. Ensuite, connecte-toi depuis la page Connexion : « Lien magique » avec ton adresse e-mail, ou un mot de passe que tu définis sur ta page profil.`,
        'Découvre ensuite les projets de la semaine, vote et gagne tes premiers points.',
      ],
    }),
  }
}

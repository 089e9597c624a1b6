import type { OutgoingEmail } from '../queueEmail'
import { emailHtml } from './layout'

/** The sign-in link e-mail (spec 01 "Login", magic link tab). */
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
  const paragraphs = [
    hello,
    'Voici ton lien de connexion à la Tryb. Il est valable 15 minutes et ne sert qu’une fois.',
    'Si tu n’as pas demandé ce lien, ignore cet e-mail : personne ne peut se connecter sans lui.',
  ]
  return {
    to,
    subject: 'Ton lien de connexion à la Tryb',
    text: `${paragraphs[0]}\n\n${paragraphs[1]}\n\n${url}\n\n${paragraphs[2]}\n\n— L’équipe de la Tryb`,
    html: emailHtml({ paragraphs, button: { label: 'Me connecter', url } }),
  }
}

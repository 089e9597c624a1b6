import type { OutgoingEmail } from '../queueEmail'
import { emailHtml } from './layout'

/** Sent at sign-up: confirms the address (DESIGN: required before an admin activates a member). */
export function emailConfirmationEmail({
  to,
  firstName,
  url,
}: {
  to: string
  firstName?: string | null
  url: string
}): OutgoingEmail {
  const paragraphs = [
    firstName ? `Bienvenue dans la Tryb, ${firstName} !` : 'Bienvenue dans la Tryb !',
    'Ton compte est créé et en liste d’attente. Confirme ton adresse e-mail : l’équipe ne peut activer que les comptes confirmés.',
    'Ce lien est valable 7 jours. Si tu n’as pas créé de compte, ignore cet e-mail.',
  ]
  return {
    to,
    subject: 'Confirme ton adresse e-mail',
    text: `${paragraphs[0]}\n\n${paragraphs[1]}\n\n${url}\n\n${paragraphs[2]}\n\n— L’équipe de la Tryb`,
    html: emailHtml({ paragraphs, button: { label: 'Confirmer mon adresse', url } }),
  }
}

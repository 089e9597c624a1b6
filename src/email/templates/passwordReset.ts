import type { OutgoingEmail } from '../queueEmail'
import { emailHtml } from './layout'

/** The password reset e-mail (spec 01 "Password reset"). */
export function passwordResetEmail({
  to,
  firstName,
  url,
}: {
  to: string
  firstName?: string | null
  url: string
}): OutgoingEmail {
  const paragraphs = [
    firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    'Tu as demandé à réinitialiser ton mot de passe Tryb. Ce lien est valable 30 minutes et ne sert qu’une fois.',
    'Si tu n’es pas à l’origine de cette demande, ignore cet e-mail : ton mot de passe ne change pas.',
  ]
  return {
    to,
    subject: 'Réinitialise ton mot de passe Tryb',
    text: `${paragraphs[0]}\n\n${paragraphs[1]}\n\n${url}\n\n${paragraphs[2]}\n\n— L’équipe de la Tryb`,
    html: emailHtml({ paragraphs, button: { label: 'Choisir un nouveau mot de passe', url } }),
  }
}

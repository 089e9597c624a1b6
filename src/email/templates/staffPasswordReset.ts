import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

/** How long Payload's staff reset link works (its `forgotPassword.expiration` default, one hour). */
export const STAFF_RESET_VALIDITY = 'une heure'

export const STAFF_RESET_SUBJECT = 'Réinitialise ton mot de passe de l’administration Tryb'

/** In the site's layout and "tu": the team's e-mails are written like the members'. */
export function staffPasswordResetEmail({
  to,
  name,
  url,
}: {
  to: string
  name?: string | null
  url: string
}): OutgoingEmail & {
  html: string
} {
  return {
    to,
    ...composeEmail({
      template: 'staffPasswordReset',
      audience: 'staff',
      subject: STAFF_RESET_SUBJECT,
      paragraphs: [
        name ? `Bonjour ${name},` : 'Bonjour,',
        `Tu as demandé à réinitialiser ton mot de passe de l’administration Tryb. Ce lien est valable ${STAFF_RESET_VALIDITY} et ne sert qu’une fois.`,
      ],
      button: { label: 'Choisir un nouveau mot de passe', url },
      afterButton: ['Si tu n’es pas à l’origine de cette demande, ignore cet e-mail : ton mot de passe ne change pas.'],
    }),
  }
}

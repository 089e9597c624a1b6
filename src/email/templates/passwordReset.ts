import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function passwordResetEmail({
  to,
  firstName,
  url,
}: {
  to: string
  firstName?: string | null
  url: string
}): OutgoingEmail {
  return {
    to,
    ...composeEmail({
      template: 'passwordReset',
      audience: 'account',
      subject: 'Réinitialise ton mot de passe Tryb',
      paragraphs: [
        firstName ? `Bonjour ${firstName},` : 'Bonjour,',
        'Tu as demandé à réinitialiser ton mot de passe Tryb. Ce lien est valable 30 minutes et ne sert qu’une fois.',
      ],
      button: { label: 'Choisir un nouveau mot de passe', url },
      afterButton: ['Si tu n’es pas à l’origine de cette demande, ignore cet e-mail : ton mot de passe ne change pas.'],
    }),
  }
}

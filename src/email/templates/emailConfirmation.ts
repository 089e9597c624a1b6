import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

export function emailConfirmationEmail({
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
      template: 'emailConfirmation',
      audience: 'account',
      subject: 'Confirme ton adresse e-mail',
      paragraphs: [
        firstName ? `Bienvenue dans la Tryb, ${firstName} !` : 'Bienvenue dans la Tryb !',
        'Ton compte est créé et attend son activation. Confirme ton adresse e-mail : l’équipe ne peut activer que les comptes confirmés.',
      ],
      button: { label: 'Confirmer mon adresse', url },
      afterButton: ['Ce lien est valable 7 jours. Si tu n’as pas créé de compte, ignore cet e-mail.'],
    }),
  }
}

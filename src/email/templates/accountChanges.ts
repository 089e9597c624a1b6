import type { OutgoingEmail } from '../queueEmail'
import { composeEmail } from './layout'

const hello = (firstName?: string | null) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,')
const NOT_YOU = 'Si tu n’es pas à l’origine de ce changement, réinitialise ton mot de passe tout de suite.'

export function passwordChangedEmail(args: {
  to: string
  firstName?: string | null
  resetUrl: string
  /** A first password, set by a member who signed in by link until now. */
  firstPassword?: boolean
}): OutgoingEmail {
  return {
    to: args.to,
    ...composeEmail({
      template: 'passwordChanged',
      audience: 'account',
      subject: args.firstPassword
        ? 'Un mot de passe a été défini pour ton compte Tryb'
        : 'Ton mot de passe Tryb a été modifié',
      paragraphs: [
        hello(args.firstName),
        args.firstPassword
          ? 'Un mot de passe vient d’être défini pour ton compte Tryb depuis ta page profil. Tu peux te connecter avec lui ou, comme avant, avec un lien reçu par e-mail.'
          : 'Le mot de passe de ton compte Tryb vient d’être modifié depuis ta page profil. Tes autres sessions ont été fermées.',
      ],
      button: { label: 'Réinitialiser mon mot de passe', url: args.resetUrl },
      afterButton: [NOT_YOU],
    }),
  }
}

export function emailChangeConfirmationEmail(args: {
  to: string
  firstName?: string | null
  url: string
}): OutgoingEmail {
  return {
    to: args.to,
    ...composeEmail({
      template: 'emailChangeConfirmation',
      audience: 'account',
      subject: 'Confirme ta nouvelle adresse e-mail Tryb',
      paragraphs: [
        hello(args.firstName),
        'Tu as demandé à utiliser cette adresse pour ton compte Tryb. Elle remplacera l’ancienne quand tu auras ouvert ce lien, valable 24 heures.',
      ],
      button: { label: 'Confirmer ma nouvelle adresse', url: args.url },
      afterButton: ['Si tu n’es pas à l’origine de cette demande, ignore cet e-mail : rien ne change.'],
    }),
  }
}

export function emailChangeNoticeEmail(args: {
  to: string
  firstName?: string | null
  newEmail: string
  resetUrl: string
}): OutgoingEmail {
  return {
    to: args.to,
    ...composeEmail({
      template: 'emailChangeNotice',
      audience: 'account',
      subject: 'Changement d’adresse e-mail demandé sur ton compte Tryb',
      paragraphs: [
        hello(args.firstName),
        `Un changement de l’adresse de ton compte Tryb vers ${args.newEmail} a été demandé depuis ta page profil. Il ne se fera que si le lien envoyé à cette adresse est ouvert.`,
      ],
      button: { label: 'Réinitialiser mon mot de passe', url: args.resetUrl },
      afterButton: [NOT_YOU],
    }),
  }
}

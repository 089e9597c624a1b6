import { GENERIC_FAILURE, TOO_MANY_REQUESTS } from '@/domain/messages'

export const AUTH_MESSAGES = {
  emailRequired: 'Entre ton email.',
  passwordRequired: 'Entre ton mot de passe.',
  emailInvalid: 'Adresse e-mail invalide.',
  magicLinkSent: '📬 Lien magique envoyé !',
  cooldown: (seconds: number) => `Patiente ${seconds}s avant un nouvel envoi.`,
  tooManyRequests: TOO_MANY_REQUESTS,
  exportLimited: (minutes: number) =>
    `Trop de demandes : tu as déjà téléchargé tes données plusieurs fois. Réessaie dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  wrongCredentials: 'E-mail ou mot de passe incorrect.',
  locked:
    'Trop de tentatives incorrectes : ton compte est verrouillé pendant 15 minutes. Tu peux te connecter avec un lien magique ou réinitialiser ton mot de passe.',
  linkExpired: 'Lien expiré. Demande un nouveau lien.',
  serverError: GENERIC_FAILURE,
} as const

export const RESET_MESSAGES = {
  /** "Mot de passe oublié ?" on the login page, next to the magic link's "📬 Lien magique envoyé !". */
  sentFromLogin: 'Email de réinitialisation envoyé.',
  sentTitle: 'Email envoyé',
  sent: "Si un compte existe avec cet e-mail, un lien de réinitialisation vient d'être envoyé.",
  cooldownTitle: 'Patiente un instant',
  cooldown: (seconds: number) => `Tu pourras renvoyer un lien dans ${seconds}s.`,
  invalidTitle: 'Email invalide',
  tooManyRequestsTitle: 'Trop de demandes',
  tooManyRequests: 'Réessaie dans une minute.',
  sessionFailed: "Impossible d'initialiser la session.",
  updated: 'Mot de passe mis à jour ✅',
} as const

/** Each answers where the member should go instead. */
export const BUILT_IN_AUTH_REFUSALS = {
  'forgot-password':
    'Pour réinitialiser ton mot de passe, demande un lien depuis la page « Mot de passe oublié » du site.',
  'reset-password': 'Choisis ton nouveau mot de passe avec le lien reçu par e-mail, sur le site.',
  unlock: 'Ton compte se déverrouille de lui-même après 15 minutes, ou avec un lien de réinitialisation.',
  'verify/:id': 'Confirme ton adresse avec le lien reçu par e-mail, sur le site.',
  'first-register': 'Les comptes membres se créent depuis le site.',
} as const

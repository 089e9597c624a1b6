import { GENERIC_FAILURE } from '@/domain/messages'

/** The French messages of sign-in and password reset (spec 01 §8), next to the rules that raise them. */
export const AUTH_MESSAGES = {
  emailRequired: 'Entre ton email.',
  emailInvalid: 'Adresse e-mail invalide.',
  magicLinkSent: '📬 Lien magique envoyé !',
  cooldown: (seconds: number) => `Patiente ${seconds}s avant un nouvel envoi.`,
  tooManyRequests: 'Trop de demandes. Réessaie dans une minute.',
  wrongCredentials: 'E-mail ou mot de passe incorrect.',
  locked:
    'Trop de tentatives incorrectes : ton compte est verrouillé pendant 15 minutes. Tu peux te connecter avec un lien magique ou réinitialiser ton mot de passe.',
  linkExpired: 'Lien expiré. Demande un nouveau lien.',
  authFailed: 'La connexion a échoué : le lien est peut-être expiré ou déjà utilisé. Demande un nouveau lien.',
  serverError: GENERIC_FAILURE,
} as const

/**
 * The request-context key our own account flows (password change, e-mail change confirmed by
 * its link, password reset) set before they write a member's `email` or `password`. Only server
 * code sets a context: the REST API cannot, so a bare update can never pass for one of them.
 */
export const ACCOUNT_CHANGE_CONTEXT = 'tryb.accountChange'

/**
 * Set by the one flow that writes a password nobody knows (an application: the applicant signs in
 * by magic link): that member has no password of their own yet, and /profile offers to set one.
 */
export const UNKNOWN_PASSWORD_CONTEXT = 'tryb.unknownPassword'

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  throughProfile:
    'Ton e-mail et ton mot de passe se changent depuis ta page profil (« Changer mon e-mail », « Changer mon mot de passe »).',
} as const

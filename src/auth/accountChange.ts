export const ACCOUNT_MESSAGES = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  throughProfile:
    'Ton e-mail et ton mot de passe se changent depuis ta page profil (« Changer mon e-mail », « Changer mon mot de passe »).',
} as const

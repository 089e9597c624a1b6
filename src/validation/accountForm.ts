/** Kept apart from the zod schemas (`account.ts`) so the profile's first load carries no zod. */

export const ACCOUNT_FORM_MESSAGES = {
  checkFields: 'Vérifie les champs signalés en rouge.',
  currentRequired: 'Entre ton mot de passe actuel.',
  currentWrong: 'Mot de passe actuel incorrect.',
  passwordChanged: 'Mot de passe mis à jour ✅ Tes autres sessions ont été fermées.',
  passwordSet: 'Mot de passe défini ✅ Tu peux maintenant te connecter avec ton e-mail et ce mot de passe.',
  emailInvalid: 'Adresse e-mail invalide.',
  sameEmail: 'C’est déjà ton adresse e-mail.',
  emailLinkSent: (email: string) =>
    `📬 Un lien de confirmation vient d’être envoyé à ${email}. Ton adresse changera quand tu l’auras ouvert.`,
  emailChanged: 'Adresse e-mail mise à jour ✅',
  reauthenticate:
    'Entre ton mot de passe actuel. Pas de mot de passe ? Reconnecte-toi par lien magique : pendant 10 minutes, ton e-mail se change sans.',
  emailLinkExpired:
    'Ce lien de changement d’adresse est expiré ou a déjà servi. Fais une nouvelle demande depuis ton profil.',
} as const

export const passwordFormTitle = (hasPassword: boolean) =>
  hasPassword ? 'Changer mon mot de passe' : 'Définir un mot de passe'

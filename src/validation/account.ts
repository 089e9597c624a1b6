import { z } from './zod'

import { isStrongEnough, PASSWORD_MESSAGES } from '@/domain/auth/passwords'

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

export const passwordChangeSchema = z
  .object({
    current: z.string().min(1, ACCOUNT_FORM_MESSAGES.currentRequired),
    password: z.string().refine(isStrongEnough, PASSWORD_MESSAGES.weak),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MESSAGES.mismatch,
  })
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>

export const passwordFormTitle = (hasPassword: boolean) =>
  hasPassword ? 'Changer mon mot de passe' : 'Définir un mot de passe'

export const passwordSetSchema = z
  .object({
    // Not shown in the form (there is none to type): always ''.
    current: z.string(),
    password: z.string().refine(isStrongEnough, PASSWORD_MESSAGES.weak),
    confirmation: z.string(),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MESSAGES.mismatch,
  })

/** Addresses are compared trimmed and lowercased; the server accepts no password just after a magic-link sign-in. */
export const emailChangeSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(ACCOUNT_FORM_MESSAGES.emailInvalid)),
  current: z.string().optional(),
})
export type EmailChangeValues = z.input<typeof emailChangeSchema>

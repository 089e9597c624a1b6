import { z } from './zod'

import { isStrongEnough, PASSWORD_MESSAGES } from '@/domain/passwords'

/** The messages of /profile's "Changer mon mot de passe" and "Changer mon e-mail". */
export const ACCOUNT_FORM_MESSAGES = {
  checkFields: 'Vérifie les champs signalés en rouge.',
  currentRequired: 'Entre ton mot de passe actuel.',
  currentWrong: 'Mot de passe actuel incorrect.',
  passwordChanged: 'Mot de passe mis à jour ✅ Tes autres sessions ont été fermées.',
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

/** "Changer mon mot de passe": the current one, and a new one by the sign-up's rule, typed twice. */
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

/**
 * "Changer mon e-mail": the new address, compared trimmed and lowercased like every address, and
 * the current password (the server accepts none just after a magic-link sign-in).
 */
export const emailChangeSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(ACCOUNT_FORM_MESSAGES.emailInvalid)),
  current: z.string().optional(),
})
export type EmailChangeValues = z.input<typeof emailChangeSchema>

import { z } from './zod'

import { isStrongEnough, PASSWORD_MESSAGES } from '@/domain/auth/passwords'

import { ACCOUNT_FORM_MESSAGES } from './accountForm'

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

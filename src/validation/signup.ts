import { z } from '@/validation/zod'

import { isStrongEnough, PASSWORD_MESSAGES } from '@/domain/auth/passwords'

import { emailAddress } from './email'
import { count, optionalUrl, requiredText, requiredUrl } from './fields'
import { SIGNUP_MESSAGES } from './signupForm'

export const signupSchema = z
  .object({
    first_name: requiredText(SIGNUP_MESSAGES.firstName),
    last_name: requiredText(SIGNUP_MESSAGES.lastName),
    email: emailAddress(),
    password: z.string({ error: PASSWORD_MESSAGES.weak }).refine(isStrongEnough, PASSWORD_MESSAGES.weak),
    confirmation: z.string().optional(),
    linkedin_url: optionalUrl,
    instagram_url: optionalUrl,
    facebook_url: optionalUrl,
    linkedin_count: count,
    instagram_count: count,
    facebook_count: count,
    project_url: requiredUrl(SIGNUP_MESSAGES.projectUrl),
    accepts_charter: z.literal('on', { error: SIGNUP_MESSAGES.charter }),
  })
  .refine((form) => form.password === form.confirmation, {
    path: ['confirmation'],
    message: PASSWORD_MESSAGES.mismatch,
  })

export type SignupField = keyof z.input<typeof signupSchema>
export type SignupValues = Partial<Record<SignupField, string>>
export type SignupData = z.output<typeof signupSchema>

export function signupErrors(values: SignupValues): Partial<Record<SignupField, string>> | null {
  const result = signupSchema.safeParse(values)
  if (result.success) return null
  const errors: Partial<Record<SignupField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SignupField
    errors[field] ??= issue.message
  }
  return errors
}

import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import {
  emailChangeSchema,
  passwordChangeSchema,
  passwordSetSchema,
  type EmailChangeValues,
  type PasswordChangeValues,
} from '@/validation/account'
import { applicationSchema } from '@/validation/application'
import type { ApplicationValues } from '@/validation/applicationForm'
import {
  declaredActionCorrectionSchema,
  type DeclaredActionCorrection,
  type DeclaredActionCorrectionValues,
} from '@/validation/declaredActionCorrection'
import { emailPreferencesSchema } from '@/validation/emailPreferences'
import type { EmailPreferencesValues } from '@/validation/emailPreferencesForm'
import { modificationRequestSchema } from '@/validation/modificationRequest'
import { profileSchema, type ProfileData } from '@/validation/profile'
import type { ProfileFormValues } from '@/validation/profileForm'
import { betaSettingsSchema, projectSubmitSchema } from '@/validation/projectSubmit'
import type { BetaSettingsValues, ProjectSubmitValues } from '@/validation/projectSubmitForm'
import { signupSchema, type SignupData, type SignupValues } from '@/validation/signup'
import { supportPostsSchema, type SupportPostsInput, type SupportPostsValues } from '@/validation/supportPosts'
import type { z } from '@/validation/zod'

/**
 * Every client form's zod check, the same schemas the server applies. Only ever loaded through
 * `import()` (with `lazyResolver` for a react-hook-form), so zod stays out of the pages' first load;
 * the linter refuses a plain import of it, and of the schemas, in `src/components`.
 *
 * With `raw: true` a form's submit gets the values as typed, which its server action parses itself.
 */

export const applicationResolver = (minAudience: number) =>
  zodResolver(applicationSchema(minAudience), undefined, { raw: true }) as Resolver<ApplicationValues>

// The schema takes any input (it also parses forged requests), the form's values among them.
export const projectSubmitResolver = (campaignPrice: number) =>
  zodResolver(projectSubmitSchema(campaignPrice), undefined, { raw: true }) as Resolver<ProjectSubmitValues>

export const signupResolver = zodResolver<SignupValues, unknown, SignupData>(signupSchema, undefined, { raw: true })

export const profileResolver = zodResolver<ProfileFormValues, unknown, ProfileData>(profileSchema, undefined, {
  raw: true,
})

/** Without a password yet, there is no current one to ask for. */
export const passwordResolver = (hasPassword: boolean) =>
  zodResolver<PasswordChangeValues, unknown, z.output<typeof passwordChangeSchema>>(
    hasPassword ? passwordChangeSchema : passwordSetSchema,
    undefined,
    { raw: true },
  )

export const emailChangeResolver = zodResolver<EmailChangeValues, unknown, z.output<typeof emailChangeSchema>>(
  emailChangeSchema,
  undefined,
  { raw: true },
)

export const emailPreferencesResolver = zodResolver<EmailPreferencesValues, unknown, EmailPreferencesValues>(
  emailPreferencesSchema,
)

export const supportPostsResolver = zodResolver<SupportPostsValues, unknown, SupportPostsInput>(supportPostsSchema)

export const declaredActionCorrectionResolver = zodResolver<
  DeclaredActionCorrectionValues,
  unknown,
  DeclaredActionCorrection
>(declaredActionCorrectionSchema)

/** The first message of a failed check, as the server would answer it; null when the values pass. */
const firstProblem = (schema: z.ZodType, values: unknown): string | null => {
  const parsed = schema.safeParse(values)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}

export const betaSettingsProblem = (values: BetaSettingsValues) => firstProblem(betaSettingsSchema, values)

export const modificationRequestProblem = (values: { notes: unknown }) =>
  firstProblem(modificationRequestSchema, values)

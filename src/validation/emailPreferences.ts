import { z } from './zod'

import { EMAIL_TOPICS, type EmailTopic } from '@/domain/notifications'

import type { EmailPreferencesValues } from './emailPreferencesForm'

// `satisfies`: the values the form module types by hand are what this schema gives.
export const emailPreferencesSchema = z.object({
  email_digest: z.boolean(),
  email_preferences: z.object(
    Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
      EmailTopic,
      ReturnType<typeof z.boolean>
    >,
  ),
}) satisfies z.ZodType<EmailPreferencesValues>

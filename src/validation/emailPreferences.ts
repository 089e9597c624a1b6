import { z } from './zod'

import { EMAIL_TOPICS, type EmailChoices, type EmailTopic } from '@/domain/notifications'

export const EMAIL_PREFERENCES_MESSAGES = {
  saved: 'Préférences e-mail enregistrées ✅',
  saveFailed: 'Impossible d’enregistrer tes préférences e-mail. Réessaie plus tard.',
  alwaysSent:
    'Les liens de connexion, le mot de passe et les messages d’activation ou de désactivation de ton compte sont toujours envoyés : ils ne se désactivent pas.',
} as const

export const emailPreferencesSchema = z.object({
  email_digest: z.boolean(),
  email_preferences: z.object(
    Object.fromEntries(EMAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<
      EmailTopic,
      ReturnType<typeof z.boolean>
    >,
  ),
})
export type EmailPreferencesValues = z.output<typeof emailPreferencesSchema>

export const emailPreferencesOf = (member: EmailChoices): EmailPreferencesValues => ({
  email_digest: member.email_digest !== false,
  email_preferences: Object.fromEntries(
    EMAIL_TOPICS.map((topic) => [topic, member.email_preferences?.[topic] !== false]),
  ) as Record<EmailTopic, boolean>,
})

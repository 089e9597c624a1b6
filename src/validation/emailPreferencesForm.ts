import { EMAIL_TOPICS, type EmailChoices, type EmailTopic } from '@/domain/notifications'

/** Kept apart from the zod schema (`emailPreferences.ts`) so /profile's first load carries no zod. */

export const EMAIL_PREFERENCES_MESSAGES = {
  saved: 'Préférences e-mail enregistrées ✅',
  saveFailed: 'Impossible d’enregistrer tes préférences e-mail. Réessaie plus tard.',
  alwaysSent:
    'Les liens de connexion, le mot de passe et les messages d’activation ou de désactivation de ton compte sont toujours envoyés : ils ne se désactivent pas.',
} as const

export type EmailPreferencesValues = { email_digest: boolean; email_preferences: Record<EmailTopic, boolean> }

export const emailPreferencesOf = (member: EmailChoices): EmailPreferencesValues => ({
  email_digest: member.email_digest !== false,
  email_preferences: Object.fromEntries(
    EMAIL_TOPICS.map((topic) => [topic, member.email_preferences?.[topic] !== false]),
  ) as Record<EmailTopic, boolean>,
})

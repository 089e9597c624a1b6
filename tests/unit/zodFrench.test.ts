import { describe, expect, it } from 'vitest'

import { DEFAULT_RULES } from '@/domain/rules'
import { profileSchema } from '@/validation/profile'
import { projectSubmitSchema } from '@/validation/projectSubmit'

/** What another door than the form can send: types the form's inputs never produce. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

const ENGLISH = /\b(expected|received|invalid input|required)\b/i

describe('zod answers odd input in French', () => {
  it('a number, a list or an overlong text where the submission form sends short text', () => {
    const messages = messagesOf(
      projectSubmitSchema(DEFAULT_RULES.campaign_price).safeParse({
        request_type: 'visibility',
        title: 123,
        summary: ['a'],
        project_url: { href: 'x' },
        linkedin: 5,
        secondary_target: 'x'.repeat(300),
      }),
    )
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).not.toMatch(ENGLISH)
    expect(messages).toContain('Entrée invalide : chaîne de caractères attendu, nombre reçu')
    expect(messages).toContain('Trop grand : chaîne de caractères doit avoir <=200 caractères')
  })

  it('no object at all', () => {
    const messages = messagesOf(profileSchema.safeParse(null))
    expect(messages).toEqual(['Entrée invalide : objet attendu, null reçu'])
  })
})

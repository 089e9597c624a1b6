import { describe, expect, it } from 'vitest'

import { PASSWORD_MESSAGES } from '@/domain/auth/passwords'
import { emailChangeSchema, passwordChangeSchema } from '@/validation/account'
import { ACCOUNT_FORM_MESSAGES } from '@/validation/accountForm'

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('"Changer mon mot de passe"', () => {
  it('asks for the current password and the sign-up’s rule for the new one', () => {
    expect(messagesOf(passwordChangeSchema.safeParse({ current: '', password: 'abc', confirmation: 'abc' }))).toEqual([
      ['current', ACCOUNT_FORM_MESSAGES.currentRequired],
      ['password', PASSWORD_MESSAGES.weak],
    ])
    expect(
      messagesOf(passwordChangeSchema.safeParse({ current: 'x', password: 'abcdefghi', confirmation: 'abcdefghi' })),
    ).toEqual([['password', PASSWORD_MESSAGES.weak]])
  })

  it('wants the new one typed twice the same', () => {
    expect(
      messagesOf(passwordChangeSchema.safeParse({ current: 'x', password: 'nouveau123', confirmation: 'nouveau124' })),
    ).toEqual([['confirmation', PASSWORD_MESSAGES.mismatch]])
    expect(
      passwordChangeSchema.safeParse({ current: 'x', password: 'nouveau123', confirmation: 'nouveau123' }).success,
    ).toBe(true)
  })
})

describe('"Changer mon e-mail"', () => {
  it('compares the address trimmed and lowercased, and refuses what is not one', () => {
    expect(emailChangeSchema.parse({ email: '  Camille@Exemple.FR ' })).toEqual({ email: 'camille@exemple.fr' })
    expect(messagesOf(emailChangeSchema.safeParse({ email: 'pas-une-adresse' }))).toEqual([
      ['email', ACCOUNT_FORM_MESSAGES.emailInvalid],
    ])
  })
})

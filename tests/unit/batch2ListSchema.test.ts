import { describe, expect, it } from 'vitest'

import { batch2ListSchema } from '@/validation/batch2List'

const messagesOf = (input: unknown) => {
  const result = batch2ListSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('batch2ListSchema', () => {
  it('keeps a trimmed, lower-cased address', () => {
    expect(batch2ListSchema.parse({ email: '  Lea@Exemple.FR ', consent: 'on' })).toEqual({
      email: 'lea@exemple.fr',
      consent: 'on',
    })
  })

  it('asks for an address when there is none', () => {
    expect(messagesOf({ email: '   ', consent: 'on' })).toEqual(['Indique ton adresse e-mail.'])
    expect(messagesOf({ consent: 'on' })).toEqual(['Indique ton adresse e-mail.'])
  })

  it('refuses an address that is not one', () => {
    expect(messagesOf({ email: 'lea@', consent: 'on' })).toEqual(['Cette adresse e-mail n’est pas valide.'])
    expect(messagesOf({ email: `${'a'.repeat(250)}@x.fr`, consent: 'on' })).toEqual([
      'Cette adresse e-mail est trop longue.',
    ])
  })

  it('requires the consent', () => {
    expect(messagesOf({ email: 'lea@exemple.fr' })).toEqual(['Coche la case pour accepter d’être prévenu·e.'])
  })
})

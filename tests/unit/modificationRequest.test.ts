import { describe, expect, it } from 'vitest'

import { modificationRequestSchema } from '@/validation/modificationRequest'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequestForm'

const firstError = (notes: unknown) => {
  const parsed = modificationRequestSchema.safeParse({ notes })
  return parsed.success ? null : parsed.error.issues[0]?.message
}

describe('modificationRequestSchema', () => {
  it('keeps the notes, trimmed', () => {
    expect(modificationRequestSchema.parse({ notes: '  Changer le titre.\n' })).toEqual({ notes: 'Changer le titre.' })
  })

  it('asks for notes when they are empty, blank or not text', () => {
    for (const notes of ['', '  \n\t ', undefined, null, 12]) {
      expect(firstError(notes)).toBe('Décris la modification que tu souhaites.')
    }
  })

  it('refuses notes over 2000 characters', () => {
    expect(firstError('a'.repeat(2000))).toBeNull()
    expect(firstError('a'.repeat(2001))).toBe(MODIFICATION_REQUEST_MESSAGES.notesTooLong)
  })
})

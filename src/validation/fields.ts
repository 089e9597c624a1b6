import { z } from '@/validation/zod'

import { MAX_AUDIENCE_COUNT } from '@/domain/applications/applicationScore'
import { normalizeUrl } from '@/domain/webUrl'

import { FIELD_MESSAGES } from './fieldMessages'

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(100)

export const optionalUrl = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value?.trim()) return null
    const url = normalizeUrl(value)
    if (!url) context.addIssue({ code: 'custom', message: FIELD_MESSAGES.urlInvalid })
    return url
  })

export const requiredUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((value, context) => {
      const url = normalizeUrl(value)
      if (!url) context.addIssue({ code: 'custom', message: FIELD_MESSAGES.urlInvalid })
      return url ?? ''
    })

export const count = z
  .string()
  .optional()
  .transform((value, context) => {
    const trimmed = value?.trim() ?? ''
    if (!trimmed) return 0
    if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_AUDIENCE_COUNT) {
      context.addIssue({ code: 'custom', message: FIELD_MESSAGES.count })
      return 0
    }
    return Number(trimmed)
  })

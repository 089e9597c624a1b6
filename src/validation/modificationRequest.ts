import { z } from '@/validation/zod'

import { MODIFICATION_NOTES_MAX_LENGTH, MODIFICATION_REQUEST_MESSAGES } from './modificationRequestForm'

export const modificationRequestSchema = z.object({
  notes: z
    .string(MODIFICATION_REQUEST_MESSAGES.notesRequired)
    .trim()
    .min(1, MODIFICATION_REQUEST_MESSAGES.notesRequired)
    .max(MODIFICATION_NOTES_MAX_LENGTH, MODIFICATION_REQUEST_MESSAGES.notesTooLong),
})

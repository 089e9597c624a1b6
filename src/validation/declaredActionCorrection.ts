import { z } from '@/validation/zod'

import { ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import { SUPPORT_NETWORKS } from '@/domain/support/supportPosts'

import { requiredUrl } from './fields'

export const DECLARED_ACTION_CORRECTION_MESSAGES = {
  urlRequired: 'Indique le lien de ton action.',
  typeRequired: 'Choisis le type de ton action.',
} as const

/** Shared by the browser and the server. */
export const declaredActionCorrectionSchema = z.object({
  action_type: z.enum(ACTION_TYPES, { error: DECLARED_ACTION_CORRECTION_MESSAGES.typeRequired }),
  url: requiredUrl(DECLARED_ACTION_CORRECTION_MESSAGES.urlRequired),
  network: z.enum([...SUPPORT_NETWORKS, '']),
})

export type DeclaredActionCorrectionValues = z.input<typeof declaredActionCorrectionSchema>
export type DeclaredActionCorrection = z.output<typeof declaredActionCorrectionSchema>

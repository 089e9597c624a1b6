import { z } from '@/validation/zod'

import { ACTION_TYPES } from '@/domain/actions'
import { SUPPORT_NETWORKS } from '@/domain/supportPosts'

import { requiredUrl } from './fields'

export const DECLARATION_CORRECTION_MESSAGES = {
  urlRequired: 'Indique le lien de ton action.',
  typeRequired: 'Choisis le type de ton action.',
} as const

/**
 * "Corriger" a pending declaration: what a member may change on it (its type, its link, its
 * network; none chosen is an empty string), shared by the browser and the server.
 */
export const declarationCorrectionSchema = z.object({
  action_type: z.enum(ACTION_TYPES, { error: DECLARATION_CORRECTION_MESSAGES.typeRequired }),
  url: requiredUrl(DECLARATION_CORRECTION_MESSAGES.urlRequired),
  network: z.enum([...SUPPORT_NETWORKS, '']),
})

export type DeclarationCorrectionValues = z.input<typeof declarationCorrectionSchema>
export type DeclarationCorrection = z.output<typeof declarationCorrectionSchema>

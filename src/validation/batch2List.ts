import { z } from '@/validation/zod'

import { emailAddress } from './email'

export const batch2ListSchema = z.object({
  email: emailAddress(),
  consent: z.literal('on', { error: 'Coche la case pour accepter d’être prévenu·e.' }),
})

export type Batch2ListInput = z.input<typeof batch2ListSchema>

import { z } from '@/validation/zod'

import { emailAddress } from './email'

export const waitlistSchema = z.object({
  email: emailAddress(),
  consent: z.literal('on', { error: 'Coche la case pour accepter d’être prévenu·e.' }),
})

export type WaitlistInput = z.input<typeof waitlistSchema>

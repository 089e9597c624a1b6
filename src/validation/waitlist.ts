import { z } from '@/validation/zod'

import { emailAddress } from './email'

/** The Batch 2 waiting list form: one e-mail address and the consent to be contacted. */
export const waitlistSchema = z.object({
  email: emailAddress(),
  consent: z.literal('on', { error: 'Coche la case pour accepter d’être prévenu·e.' }),
})

export type WaitlistInput = z.input<typeof waitlistSchema>

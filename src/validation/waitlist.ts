import { z } from 'zod'

/** The Batch 2 waiting list form: one e-mail address and the consent to be contacted. */
export const waitlistSchema = z.object({
  email: z
    .string({ error: 'Indique ton adresse e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Indique ton adresse e-mail.')
    .max(254, 'Cette adresse e-mail est trop longue.')
    .pipe(z.email('Cette adresse e-mail n’est pas valide.')),
  consent: z.literal('on', { error: 'Coche la case pour accepter d’être prévenu·e.' }),
})

export type WaitlistInput = z.input<typeof waitlistSchema>

import { z } from '@/validation/zod'

/** Lowercased so one address is one account whatever the case typed; 254 is the SMTP limit. */
export const emailAddress = () =>
  z
    .string({ error: 'Indique ton adresse e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Indique ton adresse e-mail.')
    .max(254, 'Cette adresse e-mail est trop longue.')
    .pipe(z.email('Cette adresse e-mail n’est pas valide.'))

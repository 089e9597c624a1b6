import { z } from '@/validation/zod'

/**
 * An e-mail address as every form takes it: trimmed and lowercased (one address, one account,
 * whatever the case typed), at most 254 characters (the SMTP limit), with French messages.
 */
export const emailAddress = () =>
  z
    .string({ error: 'Indique ton adresse e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Indique ton adresse e-mail.')
    .max(254, 'Cette adresse e-mail est trop longue.')
    .pipe(z.email('Cette adresse e-mail n’est pas valide.'))

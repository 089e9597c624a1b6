import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import { applicationSchema } from '@/validation/application'
import type { ApplicationValues } from '@/validation/applicationForm'

/**
 * The wizard's checks: the server's own schema, on the answers as typed (the schema takes any
 * input, forged requests included, so the form's values too). Loaded by the wizard at its first
 * check, never with the page.
 */
export const applicationResolver = (minAudience: number) =>
  zodResolver(applicationSchema(minAudience), undefined, { raw: true }) as Resolver<ApplicationValues>

import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import { applicationSchema } from '@/validation/application'
import type { ApplicationValues } from '@/validation/applicationForm'

/** Loaded at the wizard's first check, never with the page. */
export const applicationResolver = (minAudience: number) =>
  zodResolver(applicationSchema(minAudience), undefined, { raw: true }) as Resolver<ApplicationValues>

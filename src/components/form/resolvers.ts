import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'

import { applicationSchema } from '@/validation/application'
import type { ApplicationValues } from '@/validation/applicationForm'

/**
 * Every client form's zod check, the same schemas the server applies. Only ever loaded through
 * `import()` (with `lazyResolver` for a react-hook-form), so zod stays out of the pages' first load.
 *
 * With `raw: true` a form's submit gets the values as typed, which its server action parses itself.
 */

export const applicationResolver = (minAudience: number) =>
  zodResolver(applicationSchema(minAudience), undefined, { raw: true }) as Resolver<ApplicationValues>

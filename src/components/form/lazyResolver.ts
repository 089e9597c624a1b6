import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver that loads the real one at the form's first check, so zod and the
 * schemas stay out of the page's first load (most of a form page's blocking time on a phone).
 * A failed load is forgotten: the next check tries again, and the form keeps what was typed.
 */
export function lazyResolver<Values extends FieldValues, Context, Transformed>(
  load: () => Promise<Resolver<Values, Context, Transformed>>,
): Resolver<Values, Context, Transformed> {
  let loading: Promise<Resolver<Values, Context, Transformed>> | undefined
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return (await loading)(values, context, options)
  }
}

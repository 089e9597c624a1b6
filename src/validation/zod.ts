import {
  array,
  boolean,
  config,
  email,
  enum as enumOf,
  instanceof as instanceOf,
  literal,
  null as nullOf,
  number,
  object,
  preprocess,
  record,
  string,
  tuple,
  unknown,
} from 'zod'
import type * as Zod from 'zod'
import fr from 'zod/v4/locales/fr.js'

// Our Content-Security-Policy forbids `eval` (next.config.ts). Zod 4 otherwise probes
// `new Function` on the first object schema (the browser reports it as a policy violation even
// though zod swallows the error) and compiles parsers with it; jitless skips both.
// Our schemas give their own French message for every rule a form can break; the French locale
// answers the rest, the odd input only another door sends (a number for a title, an object for a
// list), so no English default ever reaches a member. Both settings are read when a schema is
// built or run, so every schema imports `z` from here.
config({ ...fr(), jitless: true })

/**
 * The part of zod our schemas use, by name. Zod's own `z` is a namespace object that the bundler
 * keeps whole, `z.locales` included: every language zod ships, a chunk of 390 KB (83 KiB
 * compressed) on each form page. Add a builder here when a schema needs one.
 */
export const z = {
  array,
  boolean,
  email,
  enum: enumOf,
  instanceof: instanceOf,
  literal,
  null: nullOf,
  number,
  object,
  preprocess,
  record,
  string,
  tuple,
  unknown,
}

// A namespace of types only, merged with the object above, so schemas still write `z.output<…>`.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  type input<T> = Zod.input<T>
  type ZodType<Output = unknown> = Zod.ZodType<Output>
  type output<T> = Zod.output<T>
  type ZodError<T = unknown> = Zod.ZodError<T>
  type RefinementCtx = Zod.RefinementCtx
}

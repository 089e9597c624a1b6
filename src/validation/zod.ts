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

// Our Content-Security-Policy forbids `eval`: jitless stops zod probing `new Function`. The French locale answers
// inputs only another door sends, so every schema imports `z` from here.
config({ ...fr(), jitless: true })

/**
 * Zod's own `z` namespace drags every locale in (390 KB) onto each form page; add a builder here when a schema needs
 * one.
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

import { unstorableText } from '@/domain/request/storableText'

import { z } from './zod'

/**
 * Only the shape a legitimate page sends; what values mean is checked by the form's schema and the collection's hooks.
 */

/** PostgreSQL's `integer`, the type of every id: past it the database failed (a 500). */
const MAX_ROW_ID = 2_147_483_647

export const rowId = z.number().int().min(1).max(MAX_ROW_ID)

/** Ids a list screen sends at once (its pages hold 100 rows at most). */
export const rowIds = z.array(rowId).max(1_000)

export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => unstorableText(value) === null)

/** Only the shape here: each value is checked by the form's own schema in the module the action calls. */
export const formValues = <Values extends object = Record<string, unknown>>() =>
  z.record(z.string(), z.unknown()) as unknown as z.ZodType<Values>

export const formData = z.instanceof(FormData)

/** The state `useActionState` hands back to a form's action: the action's own last answer, unused. */
export const previousState = z.unknown()

export const { array, boolean, literal, object, tuple } = z
export const oneOf = z.enum
export const nothing = z.null

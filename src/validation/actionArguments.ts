import { unstorableText } from '@/domain/storableText'

import { z } from './zod'

/**
 * The pieces the server actions' argument schemas (`defineAction`) are built from. They check
 * the shape a legitimate page sends; what the values mean (a valid e-mail, a title's length) is
 * checked further on, by the form's own schema and the collection's hooks, which answer with
 * field messages.
 */

/** PostgreSQL's `integer`, the type of every id: past it the database failed (a 500). */
const MAX_ROW_ID = 2_147_483_647

/** A row's id: a whole number the database can hold. */
export const rowId = z.number().int().min(1).max(MAX_ROW_ID)

/** Ids a list screen sends at once (its pages hold 100 rows at most). */
export const rowIds = z.array(rowId).max(1_000)

/** Text the database can store, at most `max` characters long. */
export const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => unstorableText(value) === null)

/**
 * The values of a form sent as an object. Only the shape is checked here: each value is checked
 * by the form's own schema in the module the action calls, which is why the type is the form's.
 */
export const formValues = <Values extends object = Record<string, unknown>>() =>
  z.record(z.string(), z.unknown()) as unknown as z.ZodType<Values>

/** What a form posts as `FormData` (its fields are read by name, its files checked for type and size). */
export const formData = z.instanceof(FormData)

/** The state `useActionState` hands back to a form's action: the action's own last answer, unused. */
export const previousState = z.unknown()

export const { array, boolean, literal, object, tuple } = z
export const oneOf = z.enum
export const nothing = z.null

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { unstorableText } from '@/domain/request/storableText'

export const DATA_NOT_AN_OBJECT = 'Le contenu envoyé doit être un objet JSON : des champs et leurs valeurs.'
export const DATA_TOO_DEEP = 'Le contenu envoyé est imbriqué trop profondément.'
export const DATA_NUL_CHARACTER = 'Le texte envoyé contient un caractère interdit (NUL).'
export const DATA_NOT_UNICODE = 'Le texte envoyé contient un caractère invalide (il n’est pas en Unicode valide).'
export const EMAIL_NOT_TEXT = 'L’adresse e-mail doit être du texte.'
export const PASSWORD_NOT_TEXT = 'Le mot de passe doit être du texte.'

/** Deeper than any of our documents (a group in an array in a group…) by far. */
const MAX_DEPTH = 16

/**
 * Payload walked deep values to a stack overflow; PostgreSQL's
 * text cannot hold NUL; a lone surrogate was stored as "�".
 */
function unstorable(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    const problem = unstorableText(value)
    return problem === 'nul' ? DATA_NUL_CHARACTER : problem === 'not-unicode' ? DATA_NOT_UNICODE : null
  }
  if (typeof value !== 'object' || value === null) return null
  if (depth >= MAX_DEPTH) return DATA_TOO_DEEP
  for (const child of Object.values(value)) {
    const problem = unstorable(child, depth + 1)
    if (problem) return problem
  }
  return null
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Payload crashed on `null`, a string or a list (a 500) and sent NUL characters to the database. */
export const requireObjectData: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data: unknown = 'data' in args ? args.data : undefined
  // No data at all is fine only for a file sent alone (an upload, or its replacement).
  const mayOmitData = data === undefined && Boolean(args.req?.file)
  if (!mayOmitData && !isPlainObject(data)) throw new APIError(DATA_NOT_AN_OBJECT, 400, null, true)
  const problem = unstorable(data)
  if (problem) throw new APIError(problem, 400, null, true)
  // Payload's own hook on the auth collections' `email` lowercases it before any validation,
  // and crashed (a 500) on an object such as `{"$ne":1}`.
  if (isPlainObject(data) && 'email' in data && data.email != null && typeof data.email !== 'string') {
    throw new APIError(EMAIL_NOT_TEXT, 400, null, true)
  }
  // Payload hashes a `password` of any type: a number or an object
  // crashed it on a creation (a 500), and an update answered 200.
  if (isPlainObject(data) && 'password' in data && data.password != null && typeof data.password !== 'string') {
    throw new APIError(PASSWORD_NOT_TEXT, 400, null, true)
  }
  return args
}

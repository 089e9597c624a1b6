/**
 * PostgreSQL's answers to a value of the wrong shape: text where a number is stored (an id
 * `abc`, `where[id][equals]=1.5`), a number out of range (`page=99999999999999999999`), a NUL
 * byte, a date that is not one, a negative offset. They are the client's mistake, not the
 * server's: a 400, never a 500.
 */
const MALFORMED_INPUT_CODES = new Set([
  '22P02', // invalid_text_representation
  '22003', // numeric_value_out_of_range
  '22021', // character_not_in_repertoire (a NUL byte)
  '22P05', // untranslatable_character
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22023', // invalid_parameter_value
  '2201W', // invalid_row_count_in_limit_clause
  '2201X', // invalid_row_count_in_result_offset_clause
  '42883', // undefined_function (an operator on a value of the wrong type)
  '42804', // datatype_mismatch
])

export const MALFORMED_INPUT_MESSAGE = 'Un paramètre de la requête n’a pas le bon format.'

/** Whether `error`, or an error it wraps, is PostgreSQL refusing a malformed value. */
export function isMalformedInput(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && MALFORMED_INPUT_CODES.has(code)) return true
    current = cause
  }
  return false
}

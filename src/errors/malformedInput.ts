/** The client's mistake, not the server's: a 400, never a 500. */
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

export function isMalformedInput(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && MALFORMED_INPUT_CODES.has(code)) return true
    current = cause
  }
  return false
}

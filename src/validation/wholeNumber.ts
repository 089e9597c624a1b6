import type { NumberFieldSingleValidation } from 'payload'

/** The French message of a number field that takes whole numbers between `min` and `max`. */
export const wholeNumberMessage = (min: number, max: number) =>
  `Indique un nombre entier entre ${min.toLocaleString('fr-FR')} et ${max.toLocaleString('fr-FR')}.`

/**
 * A Payload number field's check for whole numbers in a range: Payload's own took 1.5 and 1e308
 * for points. An empty value is left to the field's `required`.
 */
export const wholeNumber =
  (min: number, max: number): NumberFieldSingleValidation =>
  (value) =>
    value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
      ? true
      : wholeNumberMessage(min, max)

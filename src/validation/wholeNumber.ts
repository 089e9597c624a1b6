import type { NumberFieldSingleValidation } from 'payload'

export const wholeNumberMessage = (min: number, max: number) =>
  `Indique un nombre entier entre ${min.toLocaleString('fr-FR')} et ${max.toLocaleString('fr-FR')}.`

/** Payload's own check took 1.5 and 1e308 for points. */
export const wholeNumber =
  (min: number, max: number): NumberFieldSingleValidation =>
  (value) =>
    value === null || value === undefined || (Number.isInteger(value) && value >= min && value <= max)
      ? true
      : wholeNumberMessage(min, max)

/**
 * A professional buyer's identifiers on an invoice: the SIREN (9 digits, whose last is a Luhn key)
 * and the French VAT number built from it ("FR" + a 2-digit key + the SIREN).
 */
export const BUSINESS_IDENTIFIER_MESSAGES = {
  siren: 'Le SIREN compte 9 chiffres et sa clé doit être valide (vérifie-le sur ton extrait Kbis ou l’avis Insee).',
  vatFormat: 'Le numéro de TVA français s’écrit FR, 2 chiffres de clé puis les 9 chiffres du SIREN.',
  vatNeedsSiren: 'Indique d’abord ton SIREN : le numéro de TVA français en dépend.',
  vatMismatch: 'Ce numéro de TVA ne correspond pas au SIREN indiqué (sa clé ou son SIREN diffère).',
} as const

/** What a person types ("123 456 789", "FR 12 123456789") as it is stored. */
export const compactIdentifier = (value: string | null | undefined): string =>
  (value ?? '').replace(/[\s.-]/g, '').toUpperCase()

function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export const isValidSiren = (siren: string): boolean => /^\d{9}$/.test(siren) && luhnValid(siren)

/** The key of the French VAT number of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97. */
export const frenchVatKey = (siren: string): string => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')

/** Empty is fine (a private buyer); else a valid SIREN. */
export function sirenError(value: string | null | undefined): string | null {
  const siren = compactIdentifier(value)
  if (!siren) return null
  return isValidSiren(siren) ? null : BUSINESS_IDENTIFIER_MESSAGES.siren
}

/** Empty is fine; a French number must be this SIREN's; another country's is taken as given. */
export function vatNumberError(vat: string | null | undefined, siren: string | null | undefined): string | null {
  const number = compactIdentifier(vat)
  if (!number) return null
  if (!number.startsWith('FR'))
    return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(number) ? null : BUSINESS_IDENTIFIER_MESSAGES.vatFormat
  if (!/^FR\d{11}$/.test(number)) return BUSINESS_IDENTIFIER_MESSAGES.vatFormat
  const ownSiren = compactIdentifier(siren)
  if (!ownSiren) return BUSINESS_IDENTIFIER_MESSAGES.vatNeedsSiren
  return number === `FR${frenchVatKey(ownSiren)}${ownSiren}` ? null : BUSINESS_IDENTIFIER_MESSAGES.vatMismatch
}

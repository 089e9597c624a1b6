export const PASSWORD_MIN_LENGTH = 8

export const isStrongEnough = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password)

export type Strength = { label: 'Faible' | 'Moyen' | 'Fort'; percent: 33 | 66 | 100; met: number }

/** The strength meter: 5 criteria (length 8, lowercase, uppercase, digit, symbol). */
export function passwordStrength(password: string): Strength {
  const met = [
    password.length >= PASSWORD_MIN_LENGTH,
    /\p{Ll}/u.test(password),
    /\p{Lu}/u.test(password),
    /\d/.test(password),
    /[^\p{L}\d]/u.test(password),
  ].filter(Boolean).length
  if (met <= 2) return { label: 'Faible', percent: 33, met }
  if (met === 3) return { label: 'Moyen', percent: 66, met }
  return { label: 'Fort', percent: 100, met }
}

export const PASSWORD_MESSAGES = {
  weakTitle: 'Mot de passe trop faible',
  weak: 'Le mot de passe doit contenir au moins 8 caractères, une lettre et un chiffre.',
  tooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  mismatch: 'Les mots de passe ne correspondent pas.',
} as const

import { Secret, TOTP } from 'otpauth'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** One step either side: a phone clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW_STEPS = 1
export const RECOVERY_CODE_COUNT = 10
const SECRET_BYTES = 20

export const SECOND_FACTOR_MESSAGES = {
  codeNeeded: 'Saisis le code à 6 chiffres de ton application d’authentification, ou un code de secours.',
  wrongCode: 'Code incorrect ou déjà utilisé.',
  enrolmentRequired:
    'La double authentification est obligatoire pour les administrateurs : active-la maintenant pour te connecter.',
  enrolmentExpired: 'Recommence l’activation : aucune activation n’est en cours pour ce compte.',
  alreadyEnrolled: 'La double authentification est déjà active sur ton compte.',
  enrolled: 'Double authentification activée. Garde tes codes de secours en lieu sûr.',
  reset:
    'Double authentification réinitialisée : ce compte se connectera avec son seul mot de passe jusqu’à sa prochaine activation.',
  resetOwnRefused:
    'Tu ne peux pas réinitialiser ta propre double authentification : demande à un autre administrateur.',
  notEnrolled: 'Ce compte n’a pas de double authentification.',
  unknownStaff: 'Compte introuvable.',
  failed: 'La double authentification n’a pas pu être mise à jour. Réessaie.',
  passwordResetDone: 'Mot de passe modifié. Connecte-toi avec ton nouveau mot de passe.',
} as const

export type SecondFactorStep = 'code' | 'enrol'

const totpFor = (secretBase32: string, label = 'Tryb') =>
  new TOTP({
    issuer: 'Tryb',
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  })

export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32

export const isTotpSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z2-7]{32}$/.test(value)

export const otpauthUri = (secretBase32: string, email: string): string => totpFor(secretBase32, email).toString()

/** Digits only: people type codes with spaces ("123 456"). */
export const normalizeTotpCode = (code: string): string => code.replace(/\s+/g, '')

export const looksLikeTotpCode = (code: string): boolean => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)

/** A code, once used, never signs in again, and neither does any older one. */
export function acceptedTimeStep(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): number | null {
  const typed = normalizeTotpCode(code)
  if (!looksLikeTotpCode(typed)) return null
  const delta = totpFor(secretBase32).validate({ token: typed, timestamp: nowMs, window: TOTP_WINDOW_STEPS })
  if (delta === null) return null
  const step = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

export const totpCodeAt = (secretBase32: string, nowMs: number): string =>
  totpFor(secretBase32).generate({ timestamp: nowMs })

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** An alphabet without look-alikes; about 98 bits. */
export function formatRecoveryCode(randomBytes: Uint8Array): string {
  const letters = Array.from(randomBytes.slice(0, 20), (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  return [0, 5, 10, 15].map((start) => letters.slice(start, start + 5).join('')).join('-')
}

export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '')

export const looksLikeRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${RECOVERY_ALPHABET}]{20}$`).test(normalizeRecoveryCode(code))

export function secondFactorStepFor(account: { enrolled: boolean; mustEnrol: boolean }): SecondFactorStep | null {
  if (account.enrolled) return 'code'
  return account.mustEnrol ? 'enrol' : null
}

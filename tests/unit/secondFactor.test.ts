import { describe, expect, it } from 'vitest'

import { openSecret, recoveryCodeHash, sealSecret } from '@/auth/secondFactor/secretBox'
import {
  acceptedTimeStep,
  formatRecoveryCode,
  isTotpSecret,
  looksLikeRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  secondFactorStepFor,
  totpCodeAt,
  TOTP_PERIOD_SECONDS,
} from '@/domain/auth/secondFactor'

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" in base32, at T = 59 s.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
const at = (seconds: number) => seconds * 1000
const stepOf = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS)

describe('the authenticator code (RFC 6238)', () => {
  it('matches the RFC’s test vector (6 digits of 94287082 at 59 s)', () => {
    expect(totpCodeAt(RFC_SECRET, at(59))).toBe('287082')
    expect(acceptedTimeStep(RFC_SECRET, '287082', at(59), null)).toBe(1)
  })

  it('accepts the code of the step before or after (a clock a little off), not two steps away', () => {
    const now = at(1_111_111_109)
    const previous = totpCodeAt(RFC_SECRET, now - 30_000)
    const next = totpCodeAt(RFC_SECRET, now + 30_000)
    expect(acceptedTimeStep(RFC_SECRET, previous, now, null)).toBe(stepOf(now) - 1)
    expect(acceptedTimeStep(RFC_SECRET, next, now, null)).toBe(stepOf(now) + 1)
    expect(acceptedTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 90_000), now, null)).toBeNull()
  })

  it('refuses a code of a step already used, and any older one', () => {
    const now = at(1_234_567_890)
    const code = totpCodeAt(RFC_SECRET, now)
    expect(acceptedTimeStep(RFC_SECRET, code, now, stepOf(now))).toBeNull()
    expect(acceptedTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now, stepOf(now))).toBeNull()
    expect(acceptedTimeStep(RFC_SECRET, code, now, stepOf(now) - 1)).toBe(stepOf(now))
  })

  it('reads spaces typed in the code, refuses anything that is not 6 digits', () => {
    const now = at(2_000_000_000)
    const code = totpCodeAt(RFC_SECRET, now)
    expect(acceptedTimeStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(stepOf(now))
    expect(acceptedTimeStep(RFC_SECRET, `${code}0`, now, null)).toBeNull()
    expect(acceptedTimeStep(RFC_SECRET, 'abcdef', now, null)).toBeNull()
  })

  it('issues 160-bit secrets in base32 and an otpauth address apps read', () => {
    const secret = newTotpSecret()
    expect(isTotpSecret(secret)).toBe(true)
    expect(newTotpSecret()).not.toBe(secret)
    expect(isTotpSecret('abc')).toBe(false)
    expect(otpauthUri(secret, 'admin@tryb.local')).toBe(
      `otpauth://totp/Tryb:admin%40tryb.local?issuer=Tryb&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    )
  })
})

describe('recovery codes', () => {
  it('are four groups of five letters and digits without look-alikes, typed in any case', () => {
    const code = formatRecoveryCode(new Uint8Array(20).map((_, index) => index * 13))
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(code).not.toMatch(/[01il]/)
    expect(looksLikeRecoveryCode(code.toUpperCase().replaceAll('-', ' '))).toBe(true)
    expect(normalizeRecoveryCode(` ${code.toUpperCase()} `)).toBe(code.replaceAll('-', ''))
    expect(looksLikeRecoveryCode('123456')).toBe(false)
  })

  it('are stored as keyed hashes: the same code, the same hash; another app secret, another hash', () => {
    expect(recoveryCodeHash('s1', 'abcde')).toBe(recoveryCodeHash('s1', 'abcde'))
    expect(recoveryCodeHash('s1', 'abcde')).not.toBe(recoveryCodeHash('s2', 'abcde'))
    expect(recoveryCodeHash('s1', 'abcde')).not.toContain('abcde')
  })
})

describe('the sealed secret', () => {
  it('opens with the app secret that sealed it, and with no other; an altered one does not open', () => {
    const sealed = sealSecret('app-secret', RFC_SECRET)
    expect(sealed).not.toContain(RFC_SECRET)
    expect(openSecret('app-secret', sealed)).toBe(RFC_SECRET)
    expect(openSecret('another-secret', sealed)).toBeNull()
    const [iv, tag, data] = sealed.split('.')
    const altered = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`
    expect(openSecret('app-secret', [iv, tag, altered].join('.'))).toBeNull()
    expect(openSecret('app-secret', 'garbage')).toBeNull()
  })
})

describe('what a staff login asks for after the password', () => {
  it('a code when enrolled, an enrolment when the setting obliges, nothing otherwise', () => {
    expect(secondFactorStepFor({ enrolled: true, mustEnrol: false })).toBe('code')
    expect(secondFactorStepFor({ enrolled: false, mustEnrol: true })).toBe('enrol')
    expect(secondFactorStepFor({ enrolled: false, mustEnrol: false })).toBeNull()
  })
})

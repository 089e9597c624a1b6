import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * Authenticator secrets are stored encrypted (AES-256-GCM) under a key derived from the app's
 * secret, so a copy of the database alone signs nobody in. Recovery codes are stored as keyed
 * hashes under another key derived the same way.
 */
const keyFor = (appSecret: string, purpose: string) =>
  createHash('sha256').update(`tryb:${purpose}:${appSecret}`).digest()

export function sealSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, 'totp-secret'), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The secret sealed by `sealSecret`, or null when it was sealed under another app secret or altered. */
export function openSecret(appSecret: string, sealed: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, 'totp-secret'), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** The stored form of a (normalised) recovery code. */
export const recoveryCodeHash = (appSecret: string, normalizedCode: string): string =>
  createHmac('sha256', keyFor(appSecret, 'recovery-code')).update(normalizedCode).digest('hex')

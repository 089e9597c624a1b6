import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

/** Encrypted under a key derived from the app's secret, so a copy of the database alone signs nobody in. */
const keyFor = (appSecret: string, purpose: string) =>
  createHash('sha256').update(`tryb:${purpose}:${appSecret}`).digest()

export function sealSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, 'totp-secret'), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

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

export const recoveryCodeHash = (appSecret: string, normalizedCode: string): string =>
  createHmac('sha256', keyFor(appSecret, 'recovery-code')).update(normalizedCode).digest('hex')

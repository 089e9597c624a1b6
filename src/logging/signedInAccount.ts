import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export type SignedInAccount = { collection: string; id: number | string }

/** Payload's signing key: the first 32 hex digits of PAYLOAD_SECRET's SHA-256 (as `payload.secret`). */
const signingKey = (payloadSecret: string) => createHash('sha256').update(payloadSecret).digest('hex').slice(0, 32)

function tokenOf(headers: { cookie?: string; authorization?: string }): string | null {
  const authorization = /^(?:JWT|Bearer) (.+)$/.exec(headers.authorization ?? '')?.[1]
  if (authorization) return authorization
  for (const part of (headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === 'payload-token') return value.join('=')
  }
  return null
}

/**
 * Who a request's session token says is signed in, for its log lines (an id, never the e-mail the
 * token also holds). Only a token Payload signed and not expired counts; anything else is nobody.
 */
export function signedInAccount(
  headers: { cookie?: string; authorization?: string },
  payloadSecret: string | undefined,
  now = Date.now(),
): SignedInAccount | null {
  const token = tokenOf(headers)
  if (!token || !payloadSecret) return null
  const [header, body, signature] = token.split('.')
  if (!header || !body || !signature) return null
  const expected = createHmac('sha256', signingKey(payloadSecret)).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      id?: number | string
      collection?: string
      exp?: number
    }
    if (claims.id === undefined || !claims.collection || (claims.exp ?? 0) * 1000 <= now) return null
    return { collection: claims.collection, id: claims.id }
  } catch {
    return null
  }
}

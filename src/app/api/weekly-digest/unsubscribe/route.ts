import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { clientIp } from '@/auth/clientIp'
import { LIMITS } from '@/auth/limits'
import { hit } from '@/auth/rateLimit'
import { unsubscribeFromDigest, unsubscribeTokenMember, UNSUBSCRIBE_PATH } from '@/digest/unsubscribe'
import { UNSUBSCRIBE_MESSAGES as MESSAGES, unsubscribePage } from '@/digest/unsubscribePage'

export const dynamic = 'force-dynamic'

const page = (status: number, content: Parameters<typeof unsubscribePage>[0], headers: Record<string, string> = {}) =>
  new Response(unsubscribePage(content), {
    status,
    // The token is in the address: it is neither cached nor passed on to another site.
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
  })

const invalid = () => page(400, { title: MESSAGES.invalidTitle, message: MESSAGES.invalid })

async function overLimit(payload: Payload, request: Request): Promise<Response | null> {
  const { allowed, retryAfterSeconds } = await hit(
    payload,
    `digest-unsubscribe:ip:${clientIp(request.headers)}`,
    LIMITS.digestUnsubscribePerIp,
  )
  return allowed
    ? null
    : page(
        429,
        { title: MESSAGES.limitedTitle, message: MESSAGES.limited },
        { 'Retry-After': String(retryAfterSeconds) },
      )
}

/** Link scanners open every link of an e-mail, so opening changes nothing. */
export async function GET(request: Request) {
  const payload = await getPayload({ config })
  const refused = await overLimit(payload, request)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  if (!token || unsubscribeTokenMember(payload, token) === null) return invalid()
  return page(200, {
    title: MESSAGES.askTitle,
    message: MESSAGES.ask,
    formAction: `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
  })
}

/** RFC 8058 one-click: the token is the only authority (no session, no cookie, nothing to forge). */
export async function POST(request: Request) {
  const payload = await getPayload({ config })
  const refused = await overLimit(payload, request)
  if (refused) return refused
  const token = new URL(request.url).searchParams.get('token')
  if (!(await unsubscribeFromDigest(payload, token))) return invalid()
  return page(200, { title: MESSAGES.doneTitle, message: MESSAGES.done })
}

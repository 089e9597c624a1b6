import { cookies } from 'next/headers'
import type { Payload } from 'payload'

import { REACTIVATION_TICKET_SECONDS, signReactivationTicket } from '@/domain/reactivationTicket'

/**
 * The reactivation ticket of an inactive member whose sign-in was verified (password or link),
 * kept by the browser for the login page's "Demander la réactivation" (HTTP-only: no script reads
 * it; SameSite=Strict: no other site's form sends it).
 */
export const REACTIVATION_COOKIE = 'tryb-reactivation'

export async function setReactivationTicket(payload: Payload, memberId: number) {
  const jar = await cookies()
  jar.set({
    name: REACTIVATION_COOKIE,
    value: signReactivationTicket(memberId, payload.secret),
    httpOnly: true,
    sameSite: 'strict',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: REACTIVATION_TICKET_SECONDS,
  })
}

/** The ticket the browser holds, if any (verified by whoever uses it). */
export async function reactivationTicket(): Promise<string | undefined> {
  return (await cookies()).get(REACTIVATION_COOKIE)?.value
}

import { cookies } from 'next/headers'
import type { Payload } from 'payload'

import { REACTIVATION_TICKET_SECONDS, signReactivationTicket } from '@/domain/members/reactivationTicket'

/** HTTP-only so no script reads it; SameSite=Strict so no other site's form sends it. */
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

export async function reactivationTicket(): Promise<string | undefined> {
  return (await cookies()).get(REACTIVATION_COOKIE)?.value
}

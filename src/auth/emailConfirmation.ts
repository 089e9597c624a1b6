import type { Payload } from 'payload'

import { consumeToken } from './tokens'

export async function confirmEmail(payload: Payload, token: string): Promise<boolean> {
  const memberId = await consumeToken(payload, token, 'confirm')
  if (memberId === null) return false
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0 })
  if (!member.email_confirmed_at) {
    await payload.update({
      collection: 'members',
      id: memberId,
      data: { email_confirmed_at: new Date().toISOString() },
      overrideAccess: true,
    })
  }
  return true
}

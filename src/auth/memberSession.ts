import { cookies } from 'next/headers'
import { createLocalReq, getFieldsToSign, jwtSign, type Payload, type PayloadRequest } from 'payload'
import { addSessionToUser, generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { asSignedInMember } from '@/access/utilities'
import type { Member } from '@/payload-types'

import { MEMBER_HINT_COOKIE } from './memberHint'

const membersConfig = (payload: Payload) => payload.collections.members.config

/** The same session and signed token as Payload's own login, so every later request is checked the same way. */
export async function openMemberSession(payload: Payload, member: Member, inRequest?: PayloadRequest): Promise<string> {
  const collectionConfig = membersConfig(payload)
  const user = asSignedInMember(member)
  const req = inRequest ?? (await createLocalReq({}, payload))
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: member.email, sid, user })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return token
}

/** The readable status hint beside it feeds the static public header. */
export async function setSessionCookie(payload: Payload, token: string, status: Member['status']) {
  const cookie = generatePayloadCookie({
    collectionAuthConfig: membersConfig(payload).auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  const jar = await cookies()
  const options = cookieOptions(cookie)
  jar.set(options)
  jar.set({ ...options, name: MEMBER_HINT_COOKIE, value: status, httpOnly: false })
}

export async function clearSessionCookie(payload: Payload) {
  const cookie = generateExpiredPayloadCookie({
    collectionAuthConfig: membersConfig(payload).auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
  })
  const jar = await cookies()
  jar.set(cookieOptions(cookie))
  jar.delete(MEMBER_HINT_COOKIE)
}

type PayloadCookie = {
  name: string
  value?: string
  domain?: string
  path?: string
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'Lax' | 'None' | 'Strict'
  expires?: string
}

const cookieOptions = (cookie: PayloadCookie) => ({
  name: cookie.name,
  value: cookie.value ?? '',
  domain: cookie.domain,
  path: cookie.path,
  httpOnly: cookie.httpOnly,
  secure: cookie.secure,
  sameSite: cookie.sameSite?.toLowerCase() as 'lax' | 'strict' | 'none' | undefined,
  expires: cookie.expires ? new Date(cookie.expires) : undefined,
})

export const sessionIdOf = (user: object): string | undefined =>
  (user as { _sid?: unknown })._sid === undefined ? undefined : String((user as { _sid?: unknown })._sid)

export const sessionIdOfToken = (token: string): string | undefined => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
  return claims.sid === undefined ? undefined : String(claims.sid)
}

export async function endMemberSession(payload: Payload, memberId: number, sid: string | undefined) {
  if (!sid) return
  const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0, showHiddenFields: true })
  const sessions = (member.sessions ?? []).filter((session) => session.id !== sid)
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { sessions }, returning: false })
}

export async function endAllMemberSessions(
  payload: Payload,
  memberId: number,
  req?: Parameters<Payload['db']['updateOne']>[0]['req'],
) {
  await payload.db.updateOne({ collection: 'members', id: memberId, data: { sessions: [] }, req, returning: false })
}

import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'

import { actAsAnotherMachine } from './clientLimits'

export const password = process.env.E2E_PASSWORD || ''
export const ADMIN_EMAIL = 'admin@tryb.local'
export const MARKETING_EMAIL = 'marketing@tryb.local'

/** Staff tokens already obtained in this run: every login door is rate-limited like the site's. */
const staffTokens = new Map<string, string>()

/** Logs a staff account in through the REST API; returns its session's token. */
export async function staffLogin(request: APIRequestContext, email: string) {
  await actAsAnotherMachine()
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status(), `login of ${email}`).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** Signs a seeded staff account into the REST API (once per run) and returns its Authorization header. */
export async function staffHeaders(request: APIRequestContext, email: string) {
  let token = staffTokens.get(email)
  if (!token) {
    token = await staffLogin(request, email)
    staffTokens.set(email, token)
  }
  return { Authorization: `JWT ${token}` }
}

/** Saves (and publishes) part of a global as a staff account, through the REST API. */
export async function saveGlobal(
  request: APIRequestContext,
  slug: string,
  data: Record<string, unknown>,
  email = MARKETING_EMAIL,
) {
  const saved = await request.post(`/api/globals/${slug}`, {
    headers: await staffHeaders(request, email),
    data,
  })
  expect(saved.status(), `save of ${slug}: ${await saved.text()}`).toBe(200)
}

/** Active members right now (other specs create some), as the admin API counts them. */
export async function activeMemberCount(request: APIRequestContext) {
  const response = await request.get('/api/members?where[status][equals]=active&limit=1', {
    headers: await staffHeaders(request, ADMIN_EMAIL),
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The landing counter's three figures for `members` active members out of 50 places. */
export const counterFigures = (members: number) => {
  const left = Math.max(0, 50 - members)
  return [
    `${members} membre${members < 2 ? '' : 's'} sur 50`,
    `${left} place${left < 2 ? '' : 's'} restante${left < 2 ? '' : 's'}`,
    String(Math.min(100, Math.round((members / 50) * 100))),
  ]
}

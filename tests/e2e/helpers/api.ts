import type { APIRequestContext } from '@playwright/test'
import { expect } from '@playwright/test'

export const password = process.env.E2E_PASSWORD || ''
export const ADMIN_EMAIL = 'admin@tryb.local'
export const MARKETING_EMAIL = 'marketing@tryb.local'

/** Signs a seeded staff account into the REST API and returns its Authorization header. */
export async function staffHeaders(request: APIRequestContext, email: string) {
  const login = await request.post('/api/users/login', { data: { email, password } })
  expect(login.status(), `login of ${email}`).toBe(200)
  const { token } = (await login.json()) as { token: string }
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

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { password, staffLogin } from './api'

/** Browser sessions of staff accounts opened by this worker: every login door is rate-limited. */
const staffSessions = new Map<string, string>()

/**
 * Signs a staff account into the browser with a session opened once per worker through the REST
 * API (a session a test ended by signing out is opened again), and opens `landing`, the admin's
 * home unless given. The login form itself is tested where it is the subject (`foundation.spec.ts`,
 * `staff-second-factor.spec.ts`); elsewhere its page and the home were two heavy admin pages each
 * test loaded before its own.
 */
export async function signInToAdmin(
  page: Page,
  email: string,
  landing = '/admin',
  /** The address the page's context browses (its session cookie is set there): the project's by default. */
  origin = test.info().project.use.baseURL,
) {
  for (const reopen of [false, true]) {
    let token = staffSessions.get(email)
    if (reopen || !token) {
      token = await staffLogin(page.request, email)
      staffSessions.set(email, token)
    }
    await page.context().addCookies([{ name: 'payload-token', value: token, url: origin }])
    await page.goto(landing)
    if (!new URL(page.url()).pathname.startsWith('/admin/login')) return
  }
  throw new Error(`${email} n’a pas pu ouvrir ${landing}`)
}

/**
 * The admin takes no press until React owns it (`HydratedControls`: its fieldset is disabled and
 * `aria-busy` until then), and is drawn greyed meanwhile: a step that presses, follows a link or
 * checks contrast waits for it, as a person waits for the page to come alive.
 */
export async function adminHydrated(page: Page) {
  await expect(page.locator('fieldset.tryb-hydrated-controls[aria-busy]')).toHaveCount(0, { timeout: 30_000 })
}

/** Creates a document through the REST API as staff (`headers` from `staffHeaders`). */
export async function createThroughApi<T = { id: number; slug?: string }>(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: string,
  data: object,
): Promise<T> {
  // Dates the server writes whatever the door (collections/serverTimestamps.ts): a set-up that needs
  // an older row dates it in the database once written.
  const { createdAt, activated_at, deletion_requested_at, ...sent } = data as Record<string, unknown> & {
    createdAt?: string
    activated_at?: string
    deletion_requested_at?: string
  }
  const pastDates = Object.entries({ created_at: createdAt, activated_at, deletion_requested_at }).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  const goesLive = collection === 'projects' && isUnpaidCampaignGoingLive(sent)
  // Posts to support are given once the campaign is scheduled (the projects' rule).
  const { posts_to_support, ...approved } = sent as { posts_to_support?: unknown }
  const created = goesLive ? { ...approved, status: 'approved' } : sent
  const response = await request.post(`/api/${collection}`, { headers, data: created })
  expect(response.status(), `${collection}: ${await response.text()}`).toBe(201)
  const doc = ((await response.json()) as { doc: T & { id: number; createdAt?: string } }).doc
  if (pastDates.length > 0) {
    await backdate(collection, doc.id, Object.fromEntries(pastDates))
    if (createdAt) doc.createdAt = createdAt
  }
  if (!goesLive) return doc
  // A visibility campaign goes live only once paid, or with the admin's waiver (the scheduling
  // gate): tests that need one live, and not the payment, take the waiver.
  const { status } = data as { status: string }
  const scheduled = await request.patch(`/api/projects/${doc.id}`, {
    headers,
    data: { status, payment_override_reason: 'Campagne de test : payée hors de Tryb.', posts_to_support },
  })
  expect(scheduled.status(), `projects: ${await scheduled.text()}`).toBe(200)
  return ((await scheduled.json()) as { doc: T }).doc
}

/** Set-up only: the row's server-written dates (column → ISO date) as if it had been written then. */
async function backdate(collection: string, id: number, dates: Record<string, string>) {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    const table = collection.replace(/-/g, '_')
    const columns = Object.keys(dates)
    const assignments = columns.map((column, index) => `"${column}" = $${index + 1}`).join(', ')
    await database.query(`update "${table}" set ${assignments} where id = $${columns.length + 1}`, [
      ...Object.values(dates),
      id,
    ])
  } finally {
    await database.end()
  }
}

function isUnpaidCampaignGoingLive(data: object): boolean {
  const { status, request_type } = data as { status?: string; request_type?: string }
  return (status === 'scheduled' || status === 'published') && request_type !== 'feedback'
}

/** A member account written by the admin, with the seed password, in the status the test needs. */
export function memberData(email: string, first_name: string, last_name: string, status: 'waitlist' | 'active') {
  return {
    email,
    password,
    first_name,
    last_name,
    status,
    application_status: status === 'active' ? 'accepted' : 'waitlist',
    email_confirmed_at: status === 'active' ? new Date().toISOString() : undefined,
    linkedin_count: 0,
    instagram_count: 0,
    facebook_count: 0,
    invites_quota: 5,
    // As after a sign-up: the charter in force is accepted, so member pages open straight away.
    accepts_charter: true,
  }
}

/**
 * Follows a link of the admin's "Modération" navigation, opening the side menu first when
 * Payload shows it closed (it does below its wide-screen breakpoint).
 */
export async function openModerationView(page: Page, label: string) {
  const toggle = page.getByRole('button', { name: 'Ouvrir Menu' })
  const link = page.getByRole('navigation', { name: 'Modération' }).getByRole('link', { name: label })
  // The menu may render closed (its links inert) just after the toggle was looked for: look again.
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click()
    await link.click({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { EXPORT_DIRECT_MAX_ROWS, EXPORT_NOTICES } from '../../src/domain/dataExport'
import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

/**
 * A large export from the member's screens: asked on /profile, told it comes by e-mail, the link
 * from the test mailbox gives the file once, signed in as that member; the second time the profile
 * says it was used.
 */

/** Set-up only: a history past the direct download's bound, as years of notifications would make it. */
async function growHistory(memberId: number) {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  try {
    await database.query(
      `insert into notifications (member_id, kind, title, link, dedupe_key, created_at, updated_at)
       select $1::int, 'action_validated', 'Notification ' || i, '/contributions', 'e2e-export-' || $3 || '-' || i, now(), now()
       from generate_series(0, $2::int) as i`,
      [memberId, EXPORT_DIRECT_MAX_ROWS, String(memberId)],
    )
  } finally {
    await database.end()
  }
}

test('a large export: asked on the profile, its link by e-mail, the file once, then refused in French', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `grande.${Date.now()}@exemple.fr`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const { id } = await createThroughApi(request, headers, 'members', memberData(email, 'Grande', 'Archive', 'active'))
  await growHistory(id)
  const seen = await emailsSoFar()

  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Télécharger mes données' }).click()
  await expect(page).toHaveURL(/\/profile\?export=requested/)
  await expect(page.getByRole('status').filter({ hasText: 'Ton export est volumineux' })).toHaveText(
    EXPORT_NOTICES.requested,
  )

  const message = await waitForEmail(email, /^Tes données Tryb sont prêtes$/, seen)
  const link = linkIn(message)
  expect(new URL(link).pathname).toBe('/profile/export/telecharger')

  // Someone else holding the link (signed out here) is asked to sign in, and does not spend it.
  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const strangerPage = await stranger.newPage()
  await strangerPage.goto(link)
  await expect(strangerPage).toHaveURL(/\/login/)
  await stranger.close()

  const [download] = await Promise.all([page.waitForEvent('download'), page.goto(link).catch(() => null)])
  expect(download.suggestedFilename()).toMatch(/^tryb-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    member: { email: string }
    notifications: unknown[]
  }
  expect(data.member.email).toBe(email)
  expect(data.notifications).toHaveLength(EXPORT_DIRECT_MAX_ROWS + 1)

  // Once only.
  await page.goto(link)
  await expect(page).toHaveURL(/\/profile\?export=used/)
  await expect(page.getByRole('alert').filter({ hasText: 'déjà servi' })).toHaveText(EXPORT_NOTICES.used)
})

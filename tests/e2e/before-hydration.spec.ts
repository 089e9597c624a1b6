import { expect, type Page, test } from '@playwright/test'

import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, MARKETING_EMAIL, staffHeaders } from './helpers/api'

/**
 * What a person types in the admin while its code is still on its way (src/components/admin/HydratedControls.tsx). Found on CI's loaded machine: an
 * admin's date typed into the planning form before hydration showed in the field, but the form's
 * state stayed empty and saving answered "Indique la semaine d’exposition.". Here the page's
 * scripts are held back, as a slow link holds them, so the moment before hydration lasts.
 */

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('an admin screen takes no input before its code has loaded, then saves what is typed', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const title = `Atelier hydratation ${stamp}`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`hydratation.${stamp}@exemple.fr`, 'Hugo', 'Hydrate', 'active'),
  )
  const project = await createThroughApi(request, headers, 'projects', {
    title,
    summary: 'Un atelier pour apprendre à chiffrer ses prestations en une soirée.',
    request_type: 'visibility',
    primary_target: 'Freelances',
    payment_commitment: true,
    ethics_accepted: true,
    owner: owner.id,
    status: 'pending',
  })
  const approved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status: 'approved' } })
  expect(approved.status(), await approved.text()).toBe(200)

  await signInToAdmin(page, ADMIN_EMAIL, '/admin')
  const release = await holdScripts(page)
  await page.goto('/admin/projets', { waitUntil: 'commit' })
  const row = page
    .getByRole('table', { name: 'Projets approuvés et planifiés' })
    .getByRole('row')
    .filter({ hasText: title })
  const week = row.getByLabel(`Semaine d’exposition de « ${title} »`)
  const save = row.getByRole('button', { name: 'Enregistrer la semaine' })
  // Drawn by the server, not yet answerable: nothing can be typed that the form would not see.
  await expect(week).toBeDisabled()
  await expect(save).toBeDisabled()
  await expect(row.getByRole('button', { name: title })).toBeDisabled()

  release()
  await week.fill(parisWeekMonday(new Date(), 30).toISOString().slice(0, 10))
  await save.click()
  // The date reached the server: its refusal is about the payment, not a missing week.
  await expect(row.getByRole('alert')).toContainText('n’est pas payé')
})

test('Payload’s own edit form takes no typing before its code has loaded', async ({ page }) => {
  await signInToAdmin(page, MARKETING_EMAIL, '/admin')
  const release = await holdScripts(page)
  await page.goto('/admin/globals/charter', { waitUntil: 'commit' })
  const intro = page.locator('#field-intro')
  await expect(intro).toBeDisabled()
  release()
  await expect(intro).toBeEnabled()
})

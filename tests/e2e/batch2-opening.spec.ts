import { expect, test, type Page } from '@playwright/test'

import { BATCH2_MESSAGES } from '../../src/domain/batch2'
import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'

/**
 * Batch 2 opens from the admin's screen: the address a visitor left on /tarifs gets the announcement
 * and leaves the list, and the form takes no address any more, as /confidentialite promises.
 */

async function joinWaitingList(page: Page, email: string) {
  await page.goto('/tarifs')
  await page.getByRole('button', { name: "Rejoindre la liste d'attente" }).click()
  await page.getByLabel('Ton adresse e-mail').fill(email)
  await page.getByRole('checkbox', { name: /J’accepte que la Tryb conserve mon e-mail/ }).check()
  await page.getByRole('button', { name: 'M’inscrire sur la liste' }).click()
}

test('the admin opens Batch 2: each address is told and cleared, the form then refuses', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `ouverture.${Date.now()}@exemple.fr`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  try {
    await joinWaitingList(page, email)
    await expect(page.getByRole('status')).toHaveText('C’est noté ! Tu seras prévenu·e dès l’ouverture du Batch 2.')
    const seen = await emailsSoFar()

    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const admin = await staff.newPage()
    await signInToAdmin(admin, ADMIN_EMAIL, '/admin/globals/rules')
    await admin.getByRole('checkbox', { name: 'Batch 2 ouvert' }).check()
    await admin.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(admin.getByText('Mis à jour avec succès.')).toBeVisible()
    await staff.close()

    const announcement = await waitForEmail(email, /^Le Batch 2 de la Tryb est ouvert$/, seen)
    expect(new URL(linkIn(announcement)).pathname).toBe('/apply')
    expect(announcement.text).toContain('ton adresse vient d’être effacée de la liste d’attente')
    const listed = await request.get(`/api/batch2-waitlist?where[email][equals]=${encodeURIComponent(email)}`, {
      headers,
    })
    expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(0)

    // Nothing joins a list that has served its purpose.
    await joinWaitingList(page, `tard.${Date.now()}@exemple.fr`)
    await expect(page.getByText(BATCH2_MESSAGES.alreadyOpen)).toBeVisible()
  } finally {
    // The other specs' landing keeps its waiting list.
    const reset = await request.post('/api/globals/rules', { headers, data: { batch2_open: false } })
    expect(reset.status()).toBe(200)
  }
})

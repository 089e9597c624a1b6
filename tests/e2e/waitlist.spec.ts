import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'

test('Batch 2’s waiting list records a valid e-mail once, with clear French messages', async ({ page, request }) => {
  const email = `batch2.${Date.now()}@exemple.fr`
  await page.goto('/tarifs')
  const join = page.getByRole('button', { name: "Rejoindre la liste d'attente" })
  await expect(join).toHaveAttribute('aria-expanded', 'false')
  await join.click()
  await expect(join).toHaveAttribute('aria-expanded', 'true')

  const address = page.getByLabel('Ton adresse e-mail')
  const submit = page.getByRole('button', { name: 'M’inscrire sur la liste' })
  await submit.click()
  await expect(page.getByText('Indique ton adresse e-mail.')).toBeVisible()
  await expect(page.getByText('Coche la case pour accepter d’être prévenu·e.')).toBeVisible()

  await page.getByLabel('Ton adresse e-mail').fill('pas-une-adresse')
  await submit.click()
  await expect(page.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible()
  // What was typed stays in the field, and the field says it is wrong.
  await expect(address).toHaveValue('pas-une-adresse')
  await expect(address).toHaveAttribute('aria-invalid', 'true')

  await address.fill(`  ${email.toUpperCase()} `)
  await page.getByRole('checkbox', { name: /J’accepte que la Tryb conserve mon e-mail/ }).check()
  await submit.click()
  await expect(page.getByRole('status')).toHaveText('C’est noté ! Tu seras prévenu·e dès l’ouverture du Batch 2.')

  // The same address a second time is refused, and nothing is added.
  await page.goto('/')
  await page.locator('#pricing').getByRole('button', { name: "Rejoindre la liste d'attente" }).click()
  await page.getByLabel('Ton adresse e-mail').fill(email)
  await page.getByRole('checkbox', { name: /J’accepte/ }).check()
  await page.getByRole('button', { name: 'M’inscrire sur la liste' }).click()
  await expect(page.getByText('Cette adresse e-mail est déjà sur la liste d’attente du Batch 2.')).toBeVisible()

  // Admins see the list, with the address stored once and in lower case.
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const listed = await request.get(`/api/batch2-waitlist?where[email][like]=batch2.`, { headers })
  const docs = ((await listed.json()) as { docs: { email: string; consent: boolean }[] }).docs
  expect(docs.filter((doc) => doc.email === email)).toEqual([expect.objectContaining({ email, consent: true })])

  // Visitors cannot read it.
  expect((await request.get('/api/batch2-waitlist', { headers: { Authorization: '' } })).status()).toBe(403)
})

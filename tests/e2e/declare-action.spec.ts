import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

test('another member declares an action on a published project, once per type', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const member = (
    (await (await request.get('/api/members?where[email][equals]=hugo.martin@tryb.local', { headers })).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]
  const published = (
    (await (
      await request.get('/api/projects?where[status][equals]=published&limit=50&depth=0', { headers })
    ).json()) as {
      docs: { id: number; slug: string; owner: number }[]
    }
  ).docs.find((project) => project.owner !== member.id)!

  await signInWithPassword(page, 'hugo.martin@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${published.slug}`)
  const section = page.locator('section[aria-labelledby="declarer"]')
  await expect(section.getByRole('heading', { name: 'Déclarer une action' })).toBeVisible()

  await section.getByRole('button', { name: 'Déclarer mon action' }).click()
  await expect(section.getByRole('alert')).toHaveText(
    "Erreur — Veuillez remplir tous les champs et cocher l'attestation",
  )

  await section.getByLabel('Type d’action').selectOption('share')
  await section.getByLabel('Lien de ton action').fill(`linkedin.com/feed/update/${Date.now()}`)
  await section.getByRole('checkbox', { name: /J’atteste/ }).check()
  await section.getByRole('button', { name: 'Déclarer mon action' }).click()
  await expect(section.getByRole('status')).toHaveText(
    'Merci 💛 — Ton action est enregistrée et sera vérifiée sous 48h.',
  )

  await section.getByLabel('Type d’action').selectOption('share')
  await section.getByLabel('Lien de ton action').fill('https://www.linkedin.com/feed/update/autre')
  await section.getByRole('checkbox', { name: /J’atteste/ }).check()
  await section.getByRole('button', { name: 'Déclarer mon action' }).click()
  await expect(section.getByRole('alert')).toHaveText(
    'Déjà déclarée — Tu as déjà déclaré ce type d’action pour ce projet.',
  )
  // What was typed is still there.
  await expect(section.getByLabel('Lien de ton action')).toHaveValue('https://www.linkedin.com/feed/update/autre')
})

test('a visitor sees no declaration form', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const published = (
    (await (
      await request.get('/api/projects?where[status][equals]=published&limit=1&depth=0', { headers })
    ).json()) as {
      docs: { slug: string; title: string }[]
    }
  ).docs[0]
  // The project's own page first (a 404 would have no form either), then no form on it.
  const answer = await page.goto(`/p/${published.slug}`)
  expect(answer?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title)
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toHaveCount(0)
})

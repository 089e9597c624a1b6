import { expect, test } from '@playwright/test'

import { carryCharterAcceptanceOver } from './helpers/charter'

const password = process.env.E2E_PASSWORD || ''

test('the charter page shows every section, its commitments, the contact, the version, and ends on open pages', async ({
  page,
}) => {
  await page.goto('/charte')
  await expect(page).toHaveTitle('Charte — Tryb')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charte de la Tryb')
  const headings = page.getByRole('heading', { level: 2 })
  await expect(headings).toHaveText([
    '1. Objet',
    '2. Confidentialité',
    '3. Respect et bienveillance',
    '4. Entraide',
    '5. Propriété intellectuelle des idées',
    '6. Demandes de visibilité',
    '7. Données personnelles et RGPD',
    '8. Modération et sanctions',
    'Contact',
  ])
  await expect(page.getByText('suppression', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/avertissement.*suspendre temporairement.*exclusion définitive/)).toBeVisible()
  // The commitments of a visibility request: the payment, and the reporting the owner sends.
  await expect(page.getByText(/paiement de 100 € sous 24 h/)).toBeVisible()
  await expect(page.getByText(/le porteur du projet envoie son reporting/)).toBeVisible()
  // The heaviest commitment, with the rules' threshold.
  await expect(page.getByText(/au moins 78 points par semestre/)).toBeVisible()
  await expect(page.getByText(/mis en pause à la clôture du semestre/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'charte@tryb.local' })).toHaveAttribute(
    'href',
    'mailto:charte@tryb.local',
  )
  await expect(page.getByText(/^Version \d+ du \d{1,2} \S+ \d{4}$/)).toBeVisible()
  // It ends on pages a visitor may open, never a login wall.
  const after = page.getByRole('navigation', { name: 'Après la charte' })
  await expect(after.getByRole('link')).toHaveText(['Retour à l’accueil', 'Découvrir la communauté'])
  await after.getByRole('link', { name: 'Découvrir la communauté' }).click()
  await expect(page).toHaveURL(/\/communaute$/)
})

// The save below publishes a new version of the charter.
test.afterAll(carryCharterAcceptanceOver)

test('a charter saved by the marketing team shows on the page without a deploy', async ({ page, request }) => {
  const login = await request.post('/api/users/login', {
    data: { email: 'marketing@tryb.local', password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const intro = `Nouvelle introduction ${Date.now()}`
  const saved = await request.post('/api/globals/charter', {
    headers: { Authorization: `JWT ${token}` },
    data: { intro, change: 'new_version', change_summary: 'Une nouvelle introduction.' },
  })
  expect(saved.status()).toBe(200)

  await expect
    .poll(
      async () => {
        await page.goto('/charte')
        return page.getByText(intro).count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)
})

import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { parisWeekMonday } from '../../src/domain/weeks'
import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'

const OWNER_EMAIL = 'thomas.nguyen@tryb.local'

/** Set-up, not under test: a visibility campaign of the seeded owner, submitted then approved over REST (its payment opens). */
async function approvedCampaign(request: APIRequestContext, title: string) {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = (
    (await (await request.get(`/api/members?where[email][equals]=${OWNER_EMAIL}&depth=0`, { headers })).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const created = await request.post('/api/projects', {
    headers,
    data: {
      title,
      summary: 'Un atelier en ligne pour apprendre à chiffrer ses prestations en une soirée.',
      request_type: 'visibility',
      primary_target: 'Freelances',
      payment_commitment: true,
      ethics_accepted: true,
      status: 'pending',
      owner: owner.id,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const project = ((await created.json()) as { doc: { id: number; title: string } }).doc
  const approved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status: 'approved' } })
  expect(approved.status(), await approved.text()).toBe(200)
  const payments = (await (
    await request.get(`/api/payments?where[project][equals]=${project.id}&depth=0`, { headers })
  ).json()) as { docs: { reference: string }[] }
  return { ...project, reference: payments.docs[0]!.reference }
}

const plannedRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Projets approuvés et planifiés' }).getByRole('row').filter({ hasText: title })

test('an admin finds a transfer by its reference or amount, marks two received at once, and schedules a third on a waiver', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const first = await approvedCampaign(request, `Rapprochement A ${stamp}`)
  const second = await approvedCampaign(request, `Rapprochement B ${stamp}`)
  const waived = await approvedCampaign(request, `Rapprochement C ${stamp}`)

  await signInToAdmin(page, ADMIN_EMAIL, '/admin/projets')
  // Each campaign says where its payment stands, with its reference.
  await expect(plannedRow(page, first.title)).toContainText('À payer')
  await expect(plannedRow(page, first.title)).toContainText(first.reference)

  // A bank line's reference, typed as it comes, finds the campaign at once.
  const search = page.getByRole('search')
  await search.getByLabel('Référence ou montant').fill(first.reference.toLowerCase())
  await search.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page).toHaveURL(/[?&]paiement=/)
  const found = page.getByRole('table', { name: 'Paiements trouvés' })
  await expect(found.getByRole('row')).toHaveCount(2)
  await expect(found).toContainText(first.title)
  await expect(found).toContainText('100,00 €')
  await expect(found).toContainText(/Thomas Nguyen/)
  // And its amount, as a person writes it.
  await page.getByRole('search').getByLabel('Référence ou montant').fill('100,00')
  await page.getByRole('search').getByRole('button', { name: 'Rechercher' }).click()
  await expect(page.getByRole('table', { name: 'Paiements trouvés' })).toContainText(second.title)
  // The campaign's sheet opens from the result.
  await page.getByRole('table', { name: 'Paiements trouvés' }).getByRole('button', { name: second.title }).click()
  await expect(page.getByRole('dialog', { name: second.title }).getByTestId('admin-payment')).toContainText(
    second.reference,
  )
  await page.keyboard.press('Escape')

  // "Virements attendus": two ticked, the day said, a confirmation naming amounts and the owner.
  const expected = page.getByRole('table', { name: 'Virements attendus' })
  await expected.getByRole('checkbox', { name: `Virement reçu : ${first.reference}` }).check()
  await expected.getByRole('checkbox', { name: `Virement reçu : ${second.reference}` }).check()
  await page.getByRole('button', { name: 'Marquer comme reçus (2)' }).click()
  const confirmation = page.getByRole('alert').filter({ hasText: 'Enregistrer ces 2 virements' })
  await expect(confirmation).toContainText(new RegExp(`100,00 € de Thomas Nguyen.* — ${first.reference}`))
  await expect(confirmation).toContainText(new RegExp(`100,00 € de Thomas Nguyen.* — ${second.reference}`))
  await confirmation.getByRole('button', { name: 'Confirmer la réception' }).click()
  await expect(page.getByText('2 virements enregistrés : les factures sont émises.')).toBeVisible()
  await expect(plannedRow(page, first.title)).toContainText('Payé')
  await expect(plannedRow(page, second.title)).toContainText('Payé')
  await expect(expected.getByRole('checkbox', { name: `Virement reçu : ${first.reference}` })).toHaveCount(0)

  // The journal says it in French, with the invoice's number; never a key.
  await page.goto('/admin')
  const history = page.getByTestId('cockpit-history')
  await expect(history).toContainText(
    new RegExp(
      `Paiement de 100,00 € reçu par virement pour la campagne « Rapprochement [AB] ${stamp} ».*facture F\\d{4}-\\d{4} émise`,
    ),
  )
  await expect(history).not.toContainText('payment.')

  // The payments' list reads euros, not cents.
  await page.goto('/admin/collections/payments')
  await expect(page.getByRole('cell', { name: '100,00 €' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: '10000', exact: true })).toHaveCount(0)

  // The third is not paid: the scheduling form has the waiver's field its refusal names.
  await page.goto('/admin/projets')
  const row = plannedRow(page, waived.title)
  const monday = parisWeekMonday(new Date(), 31)
  await row.getByLabel(`Semaine d’exposition de « ${waived.title} »`).fill(monday.toISOString().slice(0, 10))
  await row.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  await expect(row.getByRole('alert')).toContainText('indique le motif de la dérogation')
  await row.getByLabel('Motif de la dérogation au paiement').fill('Association partenaire : campagne offerte.')
  await row.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  const confirmCrowded = row.getByRole('button', { name: 'Planifier quand même' })
  await expect(page.getByText('Semaine enregistrée').or(confirmCrowded)).toBeVisible()
  if (await confirmCrowded.isVisible()) await confirmCrowded.click()
  await expect(page.getByText('Semaine enregistrée')).toBeVisible()
  await expect(plannedRow(page, waived.title)).toContainText('Dérogation')
})

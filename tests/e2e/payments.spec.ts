import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test'

import { exposureWeekLabel, parisWeekMonday } from '../../src/domain/weeks'
import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

const OWNER_EMAIL = 'thomas.nguyen@tryb.local'
const OTHER_MEMBER_EMAIL = 'camille.durand@tryb.local'
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' }

/** The PDF's text as Debian's poppler-utils reads it (whitespace folded). */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tryb-e2e-facture-')), 'document.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

/** A visibility project of the owner, submitted then approved over REST by the admin (payment opens). */
async function approvedProject(request: APIRequestContext, title: string) {
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
  const project = ((await created.json()) as { doc: { id: number; slug: string; title: string } }).doc
  const approved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status: 'approved' } })
  expect(approved.status(), await approved.text()).toBe(200)
  return project
}

/** The invoice the page (or a part of it) links to, downloaded with the page's session, as text. */
async function downloadedText(page: Page, linkName: string | RegExp, within: Page | Locator = page) {
  const href = await within.getByRole('link', { name: linkName }).getAttribute('href')
  // As the browser's own download would: the session cookie counts for a same-origin request.
  const answer = await page.request.get(href!, { headers: SAME_ORIGIN })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/pdf')
  return pdfText(await answer.body())
}

/** The owner's billing name as stored on their profile, read by the admin. */
async function billingNameOf(request: APIRequestContext) {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const answer = await request.get(`/api/members?where[email][equals]=${OWNER_EMAIL}&depth=0`, { headers })
  return ((await answer.json()) as { docs: { billing_name: string }[] }).docs[0].billing_name
}

const plannedRow = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Projets approuvés et planifiés' }).getByRole('row').filter({ hasText: title })

test('an owner pays by card, another campaign by transfer; both invoices read right; one is scheduled, the other refunded', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const byCard = await approvedProject(request, `Atelier carte ${stamp}`)
  const byTransfer = await approvedProject(request, `Atelier virement ${stamp}`)

  // The owner: billing details once, then the card (the stand-in's checkout page sends the
  // signed event to the site and comes back).
  const ownerContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const owner = await ownerContext.newPage()
  await signInWithPassword(owner, OWNER_EMAIL)
  await expect(owner).toHaveURL(/\/dashboard$/)
  await owner.goto(`/p/${byCard.slug}`)
  const payment = owner.getByTestId('payment-section')
  // Billing details once (another file may have given them already on this server).
  if (await payment.getByLabel('Nom ou raison sociale').count()) {
    await payment.getByLabel('Nom ou raison sociale').fill('Thomas Nguyen Conseil')
    await payment.getByLabel('Adresse de facturation').fill('12 rue des Lilas\n75011 Paris')
    await payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()
  }
  await payment.getByRole('button', { name: /^Payer .* par carte$/ }).click()
  await expect(owner.getByRole('heading', { name: 'Paiement par carte (Stripe simulé en local)' })).toBeVisible()
  // Stripe's event may land after the owner is back: the page says so, then shows the payment by itself.
  await owner.getByRole('button', { name: /^Payer .*, confirmation retardée$/ }).click()
  await expect(owner).toHaveURL(new RegExp(`/p/${byCard.slug}\\?paiement=merci$`))
  await expect(payment.getByRole('status')).toHaveText('Paiement en cours de confirmation…')
  await expect(payment.getByText('À payer', { exact: true })).toBeVisible()
  // Stripe's event lands now (the stand-in held it): the page, which asks again every 2 s, shows it.
  const released = await request.post(`${process.env.STRIPE_API_BASE}/held-events/deliver`)
  expect(await released.json()).toEqual({ delivered: 1 })
  await expect(payment.getByRole('status')).toHaveText('Paiement reçu', { timeout: 20_000 })
  await expect(payment.getByText(/^Payé le /)).toBeVisible()
  const cardInvoice = await downloadedText(owner, 'Télécharger la facture (PDF)')
  expect(cardInvoice).toMatch(/Facture n° F\d{4}-\d{4}/)
  expect(cardInvoice).toContain(await billingNameOf(request))
  expect(cardInvoice).toContain('Payée par Carte bancaire')
  expect(cardInvoice).toContain('40 €')

  // The admin marks the other campaign's transfer received from its sheet, then schedules it.
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/projets')
  const transferRow = plannedRow(page, byTransfer.title)
  const monday = parisWeekMonday(new Date(), 30)
  await transferRow
    .getByLabel(`Semaine d’exposition de « ${byTransfer.title} »`)
    .fill(monday.toISOString().slice(0, 10))
  await transferRow.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  await expect(transferRow.getByRole('alert')).toContainText('n’est pas payé')
  await transferRow.getByRole('button', { name: byTransfer.title }).click()
  const transferSheet = page.getByRole('dialog', { name: byTransfer.title })
  await transferSheet.getByRole('button', { name: 'Enregistrer le virement' }).click()
  // It asks first, with the amount and the payer's name: the owner's billing name when they gave
  // one (another file may have, on this server), else their own.
  const payer = (await billingNameOf(request)) || 'Thomas Nguyen'
  await expect(transferSheet.getByRole('alert')).toContainText(`Enregistrer le virement de 100,00 € de ${payer}`)
  await transferSheet.getByRole('button', { name: 'Confirmer le virement reçu' }).click()
  await expect(transferSheet.getByText('Virement enregistré : la facture est émise.')).toBeVisible()
  await page.keyboard.press('Escape')
  await transferRow.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  await expect(page.getByText('Semaine enregistrée')).toBeVisible()
  await expect(transferRow.getByText('Sélectionné')).toBeVisible()

  await owner.goto(`/p/${byTransfer.slug}`)
  await expect(owner.getByText(`Exposition prévue la semaine du ${exposureWeekLabel(monday)}.`)).toBeVisible()
  const transferInvoice = await downloadedText(owner, 'Télécharger la facture (PDF)')
  expect(transferInvoice).toContain('Payée par Virement bancaire')
  expect(transferInvoice).toContain('TVA non applicable, art. 293 B du CGI')

  // The card campaign is cancelled: refunded through the SDK, a credit note cancels its invoice.
  await plannedRow(page, byCard.title).getByRole('button', { name: byCard.title }).click()
  const cardSheet = page.getByRole('dialog', { name: byCard.title })
  await cardSheet.getByLabel('Motif du remboursement').fill('Campagne annulée par la porteuse.')
  await cardSheet.getByRole('button', { name: 'Rembourser et émettre l’avoir' }).click()
  await expect(cardSheet.getByRole('alert')).toContainText(`Rembourser 100,00 € à ${payer}`)
  await cardSheet.getByRole('button', { name: 'Confirmer le remboursement' }).click()
  await expect(cardSheet.getByText('Remboursement enregistré : l’avoir est émis.')).toBeVisible()
  await expect(cardSheet.getByText(/^Remboursé le /)).toBeVisible()
  await expect(cardSheet.getByRole('link', { name: 'Télécharger l’avoir (PDF)' })).toBeVisible()
  // A card is refunded by Stripe: nothing for the team to send back.
  await expect(cardSheet.getByTestId('transfer-back')).toHaveCount(0)

  // The owner finds it on the project's page and on "Mes projets": "Remboursé le …", the credit note.
  await owner.goto(`/p/${byCard.slug}`)
  await expect(payment.getByText(/^Remboursé le /)).toBeVisible()
  await expect(payment.getByRole('link', { name: 'Télécharger l’avoir (PDF)' })).toBeVisible()
  await owner.goto('/dashboard')
  const cardRow = owner.getByRole('row').filter({ hasText: byCard.title })
  await expect(cardRow.getByTestId('project-payment')).toContainText(/Remboursé le \d{1,2} \S+ \d{4}/)
  const creditNote = await downloadedText(owner, /^Télécharger l’avoir A\d{4}-\d{4}/, cardRow)
  expect(creditNote).toMatch(/Avoir n° A\d{4}-\d{4}/)
  expect(creditNote).toMatch(/Avoir sur la facture n° F\d{4}-\d{4}/)
  expect(creditNote).toContain(await billingNameOf(request))
  await expect(
    owner.getByRole('row').filter({ hasText: byTransfer.title }).getByTestId('project-payment'),
  ).toContainText(/Payé le /)

  // Only the owner (and the admins) may download it: another member gets the page-not-found.
  const creditNoteHref = await cardRow
    .getByRole('link', { name: /^Télécharger l’avoir A\d{4}-\d{4}/ })
    .getAttribute('href')
  const otherContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const other = await otherContext.newPage()
  await signInWithPassword(other, OTHER_MEMBER_EMAIL)
  await expect(other).toHaveURL(/\/dashboard$/)
  const refused = await other.request.get(creditNoteHref!, { headers: SAME_ORIGIN })
  expect(refused.status()).toBe(404)
  expect(refused.headers()['content-type']).not.toBe('application/pdf')
  await otherContext.close()
  await ownerContext.close()
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { PAST_DEADLINE_RULE, PAYMENT_MESSAGES } from '../../src/domain/payments/payments'
import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail, type ReceivedEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

/** A PDF's text as Debian's poppler-utils reads it (whitespace folded), and the title a reader shows. */
function readPdf(bytes: Buffer): { text: string; title: string | undefined } {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tryb-e2e-piece-jointe-')), 'document.pdf')
  writeFileSync(file, bytes)
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  const title = /^Title:\s+(.*)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]
  return { text, title }
}

function attachedPdf(email: ReceivedEmail, number: RegExp) {
  const attachment = email.attachments.find((candidate) => number.test(candidate.filename))
  expect(attachment, `an attached PDF in « ${email.subject} »`).toBeDefined()
  expect(attachment!.contentType).toBe('application/pdf')
  return readPdf(attachment!.content)
}

/** What the admin's project sheet does for a transfer that arrived (a test of its own covers the sheet). */
const openPlannedSheet = async (admin: Page, title: string) => {
  await admin.goto('/admin/projets')
  // The planned list's button: an unpaid campaign is also among the "Virements attendus".
  await admin
    .getByRole('table', { name: 'Projets approuvés et planifiés' })
    .getByRole('button', { name: title })
    .click()
  return admin.getByRole('dialog', { name: title })
}

async function adminReceivesTransfer(admin: Page, title: string) {
  const sheet = await openPlannedSheet(admin, title)
  await sheet.getByRole('button', { name: 'Enregistrer le virement' }).click()
  await expect(sheet.getByRole('alert')).toContainText(/Enregistrer le virement de 100,00 € de Odile Boucle EI/)
  await sheet.getByRole('button', { name: 'Confirmer le virement reçu' }).click()
  await expect(sheet.getByText(PAYMENT_MESSAGES.transferMarked)).toBeVisible()
  await admin.keyboard.press('Escape')
}

test('an owner pays from the validation e-mail by transfer, gets the invoice attached, is refunded, then pays again by card', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const email = `boucle.${stamp}@exemple.fr`
  const title = `Atelier boucle ${stamp}`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(request, headers, 'members', memberData(email, 'Odile', 'Boucle', 'active'))
  const project = await createThroughApi(request, headers, 'projects', {
    title,
    summary: 'Un atelier pour apprendre à chiffrer ses prestations en une soirée.',
    request_type: 'visibility',
    primary_target: 'Freelances',
    payment_commitment: true,
    ethics_accepted: true,
    status: 'pending',
    owner: owner.id,
  })

  const adminContext = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  const admin = await adminContext.newPage()
  await signInToAdmin(admin, ADMIN_EMAIL, '/admin/projets')

  // The admin validates it from the board: the owner's e-mail says how to pay, how much, until when.
  let seen = await emailsSoFar()
  await admin.getByRole('button', { name: title }).click()
  const sheet = admin.getByRole('dialog', { name: title })
  await sheet.getByRole('button', { name: 'Valider' }).click()
  await expect(admin.getByText('Projet validé ✅').first()).toBeVisible()
  const validation = await waitForEmail(email, /est validé$/, seen)
  expect(validation.text).toContain('100,00 €')
  expect(validation.text).toMatch(/avant le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/)
  expect(validation.text).toContain('par carte bancaire')
  expect(validation.text).toMatch(/par virement bancaire \(l’IBAN, le BIC et la référence TRYB-\d+-\w{4} à indiquer/)
  expect(validation.text).toContain(PAST_DEADLINE_RULE)

  // The owner follows the e-mail's link (signed in first, as the link leads to their page).
  const ownerContext = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  const page = await ownerContext.newPage()
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(linkIn(validation))
  await expect(page.getByTestId('project-banner')).toHaveText(
    "Validé. Paiement requis sous 24h pour planifier l'exposition.",
  )
  const payment = page.getByTestId('payment-section')
  await expect(payment.getByText(PAST_DEADLINE_RULE)).toBeVisible()
  await payment.getByLabel('Nom ou raison sociale').fill('Odile Boucle EI')
  await payment.getByLabel('Adresse de facturation').fill('5 quai des Tests\n44000 Nantes')
  await payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()

  // Both ways: the card, and the transfer's details, each copied in one press.
  await expect(payment.getByRole('button', { name: /^Payer 100,00 € par carte$/ })).toBeVisible()
  const reference = (await payment.getByText(/^TRYB-\d+-\w{4}$/).textContent())!
  await payment.getByRole('button', { name: 'Copier la référence' }).click()
  await expect(payment.getByRole('button', { name: 'Copier la référence' })).toHaveText('Copié')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
  await payment.getByRole('button', { name: 'Copier l’IBAN' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^FR\d{2}[0-9A-Z]+$/)

  // "J'ai envoyé le virement": recorded, and the page says what happens next; nothing is paid yet.
  await payment.getByRole('button', { name: 'J’ai envoyé le virement' }).click()
  await expect(payment.getByRole('status')).toHaveText(PAYMENT_MESSAGES.transferDeclared)
  await page.reload()
  await expect(payment.getByText(/^Virement annoncé le /)).toBeVisible()
  await expect(payment.getByText('À payer', { exact: true })).toBeVisible()

  // The money arrives: the admin records it; the invoice is attached to the owner's e-mail.
  seen = await emailsSoFar()
  await adminReceivesTransfer(admin, title)
  const received = await waitForEmail(email, /^Paiement reçu — facture F\d{4}-\d{4}$/, seen)
  const invoiceNumber = /F\d{4}-\d{4}/.exec(received.subject)![0]
  const { text: invoice, title: invoiceTitle } = attachedPdf(received, new RegExp(`^${invoiceNumber}\\.pdf$`))
  expect(invoiceTitle).toBe(`Facture ${invoiceNumber}`)
  expect(invoice).toContain(`Facture n° ${invoiceNumber}`)
  expect(invoice).toContain('Odile Boucle EI')
  expect(invoice).toContain('Pas d’escompte pour paiement anticipé.')
  expect(invoice).toContain('Quantité × prix unitaire HT 1 × 100,00 €')

  await page.reload()
  await expect(page.getByTestId('project-banner')).toHaveText(/^Payé le .+ — l’équipe programme ta semaine\.$/)
  await expect(payment.getByText(/^Payé le /)).toBeVisible()
  await page.goto('/dashboard')
  const row = page.getByRole('row').filter({ hasText: title })
  const download = row.getByRole('link', { name: `Télécharger la facture ${invoiceNumber} (PDF)` })
  await expect(download).toBeVisible()
  const invoiceHref = (await download.getAttribute('href'))!
  const downloaded = await page.request.get(invoiceHref)
  expect(downloaded.headers()['content-type']).toBe('application/pdf')
  const fromDashboard = readPdf(await downloaded.body())
  expect(fromDashboard.title).toBe(`Facture ${invoiceNumber}`)
  expect(fromDashboard.text).toContain(`Facture n° ${invoiceNumber}`)

  // Refunded (the week is off): the owner is told, and pays again — by card this time.
  seen = await emailsSoFar()
  const refundSheet = await openPlannedSheet(admin, title)
  await refundSheet.getByLabel('Motif du remboursement').fill('Semaine annulée par l’équipe.')
  await refundSheet.getByRole('button', { name: 'Rembourser et émettre l’avoir' }).click()
  await expect(refundSheet.getByRole('alert')).toContainText(/Rembourser 100,00 € à Odile Boucle EI/)
  await refundSheet.getByRole('button', { name: 'Confirmer le remboursement' }).click()
  await expect(refundSheet.getByText(/^Remboursé le /)).toBeVisible()
  // Paid by transfer, refunded by transfer: the team sends it back, and records it once asked again.
  await expect(refundSheet.getByTestId('transfer-back')).toContainText('Odile Boucle EI')
  await refundSheet.getByRole('button', { name: 'Enregistrer le virement de remboursement' }).click()
  await expect(refundSheet.getByRole('alert')).toContainText(
    /Enregistrer le virement de remboursement de 100,00 € à Odile Boucle EI, envoyé le /,
  )
  await refundSheet.getByRole('button', { name: 'Confirmer le virement envoyé' }).click()
  await expect(refundSheet.getByText(PAYMENT_MESSAGES.refundTransferMarked)).toBeVisible()
  await expect(refundSheet.getByTestId('transfer-back')).toHaveCount(0)
  const creditNoteEmail = await waitForEmail(email, /^Remboursement — avoir A\d{4}-\d{4}$/, seen)
  const { text: creditNote, title: creditNoteTitle } = attachedPdf(creditNoteEmail, /^A\d{4}-\d{4}\.pdf$/)
  expect(creditNoteTitle).toMatch(/^Avoir A\d{4}-\d{4}$/)
  expect(creditNote).toContain(`Avoir sur la facture n° ${invoiceNumber} du `)
  expect(creditNote).toContain('TVA TVA non applicable, art. 293 B du CGI')

  // The owner has become a company: corrected on /profile for the next invoices.
  await page.goto('/profile')
  const billing = page.getByRole('region', { name: 'Coordonnées de facturation' })
  await expect(billing.getByLabel('Nom ou raison sociale')).toHaveValue('Odile Boucle EI')
  await billing.getByLabel('Nom ou raison sociale').fill('Boucle Conseil SAS')
  await billing.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()
  await expect(billing.getByRole('status')).toHaveText(PAYMENT_MESSAGES.billingDetailsSaved)
  await page.reload()
  await expect(billing.getByLabel('Nom ou raison sociale')).toHaveValue('Boucle Conseil SAS')

  await page.goto(`/p/${project.slug}`)
  await expect(payment.getByText(/^Remboursé le /)).toBeVisible()
  await payment.getByRole('button', { name: 'Payer à nouveau' }).click()
  await expect(payment.getByText(/^TRYB-\d+-\w{4}$/)).not.toHaveText(reference)
  seen = await emailsSoFar()
  await payment.getByRole('button', { name: /^Payer 100,00 € par carte$/ }).click()
  await expect(page.getByRole('heading', { name: 'Paiement par carte (Stripe simulé en local)' })).toBeVisible()
  await page.getByRole('button', { name: /^Payer [\d,]+ €$/ }).click()
  await expect(page).toHaveURL(new RegExp(`/p/${project.slug}\\?paiement=merci$`))
  await expect(payment.getByText('Paiement reçu')).toBeVisible()
  const second = await waitForEmail(email, /^Paiement reçu — facture F\d{4}-\d{4}$/, seen)
  expect(second.subject).not.toContain(invoiceNumber)
  // The new invoice is addressed to the corrected name; the one issued before keeps its buyer.
  const secondNumber = /F\d{4}-\d{4}/.exec(second.subject)![0]
  const secondInvoice = attachedPdf(second, new RegExp(`^${secondNumber}\\.pdf$`)).text
  expect(secondInvoice).toContain('Boucle Conseil SAS')
  expect(secondInvoice).not.toContain('Odile Boucle EI')
  const firstAgain = readPdf(await (await page.request.get(invoiceHref)).body())
  expect(firstAgain.text).toContain('Odile Boucle EI')

  // Mes projets lists every document of the campaign: both invoices and the credit note.
  await page.goto('/dashboard')
  await expect(row.getByRole('link', { name: /^Télécharger (la facture|l’avoir) / })).toHaveCount(3)
  await ownerContext.close()
  await adminContext.close()
})

import { expect, test, type Browser, type Page } from '@playwright/test'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

const INSTRUCTIONS = 'Crée un compte sur la démo et note où tu hésites.'
const FEEDBACK = 'La troisième question du questionnaire est ambiguë : je ne savais pas quoi répondre.'

/** A member signed in on a browser of their own, on the project's page. */
async function memberOnProject(browser: Browser, email: string, slug: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${slug}`)
  return page
}

test('a member writes a feedback, the owner answers and marks it helpful (points once), accepts a tester within the places; a report ends hidden', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const stamp = Date.now()
  const [owner, writer] = await Promise.all(
    ['porteuse', 'redactrice', 'vigie'].map((name) =>
      createThroughApi(request, headers, 'members', memberData(`${name}.${stamp}@tryb.local`, name, 'Test', 'active')),
    ),
  )
  const writerEmail = `redactrice.${stamp}@tryb.local`
  const project = await createThroughApi(request, headers, 'projects', {
    title: `Questionnaire ${stamp}`,
    summary: 'Un questionnaire pour choisir son statut d’indépendant en cinq minutes.',
    request_type: 'feedback',
    primary_target: 'Solopreneurs',
    feedback_request: 'Le questionnaire est-il trop long ?',
    status: 'published',
    owner: owner.id,
  })
  const slug = project.slug!

  // The owner offers one beta-test place from the project's page.
  const owning = await memberOnProject(browser, `porteuse.${stamp}@tryb.local`, slug)
  const settings = owning.getByTestId('beta-settings')
  await expect(settings.getByLabel('Places de bêta-test')).toHaveValue('0')
  await settings.getByLabel('Places de bêta-test').fill('1')
  await settings.getByLabel(/Consignes pour les bêta-testeurs/).fill(INSTRUCTIONS)
  await settings.getByRole('button', { name: 'Enregistrer le bêta-test' }).click()
  await expect(settings.getByRole('status')).toHaveText('Bêta-test enregistré ✅')

  // The member writes a feedback and asks to test.
  const writing = await memberOnProject(browser, writerEmail, slug)
  const section = writing.getByTestId('feedback-section')
  await section.getByLabel('Ce qui bloque').check()
  await section.getByLabel('Ton retour', { exact: true }).fill('Trop court.')
  await section.getByRole('button', { name: 'Envoyer mon retour' }).click()
  await expect(section.getByRole('alert')).toHaveText('Ton retour est trop court (≥ 20 caractères).')
  await section.getByLabel('Ton retour', { exact: true }).fill(FEEDBACK)
  await section.getByRole('button', { name: 'Envoyer mon retour' }).click()
  await expect(section.getByTestId('feedback')).toContainText(FEEDBACK)
  await section.getByRole('button', { name: 'Je veux tester' }).click()
  await expect(section.getByTestId('beta-test-panel')).toContainText('Ta demande : En attente')

  // A visitor sees how many feedbacks there are, not their words.
  const visitor = await (await browser.newContext()).newPage()
  await expect(async () => {
    await visitor.goto(`/p/${slug}`)
    await expect(visitor.getByTestId('feedback-count')).toHaveText('1 retour', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(visitor.getByText(FEEDBACK)).toHaveCount(0)

  // The owner answers, marks it helpful, accepts the tester: the one place is taken.
  await owning.reload()
  const ownerSection = owning.getByTestId('feedback-section')
  const feedback = ownerSection.getByTestId('feedback')
  await feedback.getByRole('button', { name: 'Répondre' }).click()
  await feedback.getByLabel('Ta réponse').fill('Merci ! Je reformule cette question.')
  await feedback.getByRole('button', { name: 'Envoyer la réponse' }).click()
  await expect(feedback.getByTestId('feedback-reply')).toContainText('Merci ! Je reformule cette question.')
  await feedback.getByRole('button', { name: 'Utile' }).click()
  await expect(feedback.getByRole('button', { name: 'Retirer « Utile »' })).toBeVisible()
  await ownerSection.getByTestId('beta-request').getByRole('button', { name: 'Accepter' }).click()
  await expect(ownerSection.getByTestId('beta-test-panel')).toContainText('Toutes les places de bêta-test sont prises.')
  await expect(ownerSection.getByTestId('beta-request')).toContainText('redactrice : Accepté')
  await expect(ownerSection).not.toContainText(writerEmail)

  // Points credited once, whatever is sent again through REST.
  const ownerLogin = await request.post('/api/members/login', {
    data: { email: `porteuse.${stamp}@tryb.local`, password: process.env.E2E_PASSWORD },
  })
  const ownerToken = ((await ownerLogin.json()) as { token: string }).token
  const feedbacks = (await (
    await request.get(`/api/feedbacks?where[project][equals]=${project.id}`, { headers })
  ).json()) as { docs: { id: number }[] }
  const again = await request.patch(`/api/feedbacks/${feedbacks.docs[0].id}`, {
    headers: { Authorization: `JWT ${ownerToken}` },
    data: { helpful: true },
  })
  expect(again.status()).toBe(200)
  const credits = (await (
    await request.get(
      `/api/points-ledger?where[member][equals]=${writer.id}&where[source_type][equals]=feedback-helpful`,
      {
        headers,
      },
    )
  ).json()) as { docs: { points: number }[] }
  expect(credits.docs.map((credit) => credit.points)).toEqual([3])

  // The accepted tester gets the owner's instructions by e-mail, and sees the answer.
  // The only e-mail of its kind to this new member: none to skip.
  const instructions = await waitForEmail(writerEmail, /bêta-testeur/, new Set())
  expect(instructions.text).toContain(INSTRUCTIONS)
  await writing.reload()
  await expect(writing.getByTestId('beta-test-panel')).toContainText('Ta demande : Accepté')
  await expect(writing.getByTestId('feedback')).toContainText('Bêta-testeur')
  await expect(writing.getByTestId('feedback')).toContainText('Utile')

  // Another member reports it; an admin hides it from the cockpit.
  const reporting = await memberOnProject(browser, `vigie.${stamp}@tryb.local`, slug)
  const reported = reporting.getByTestId('feedback')
  await reported.getByRole('button', { name: 'Signaler' }).click()
  await reported.getByLabel('Pourquoi signales-tu ce retour ?').fill('Hors sujet et agressif.')
  await reported.getByRole('button', { name: 'Envoyer le signalement' }).click()
  await expect(reported.getByRole('status')).toHaveText('Merci : l’équipe va regarder ce retour.')

  const admin = await (await browser.newContext()).newPage()
  await signInToAdmin(admin, ADMIN_EMAIL)
  const panel = admin.getByTestId('reported-feedbacks')
  const item = panel.locator(`li[data-feedback="${feedbacks.docs[0].id}"]`)
  await expect(item).toContainText('Motif : Hors sujet et agressif.')
  await item.getByLabel('Motif du masquage (envoyé à l’auteur)').fill('Propos hors charte.')
  await item.getByRole('button', { name: 'Masquer' }).click()
  await expect(item.getByRole('status')).toHaveText('Retour masqué : son auteur en est informé.')
  await writing.reload()
  await expect(writing.getByTestId('feedback')).toContainText('(Masqué)')
  await reporting.reload()
  await expect(reporting.getByTestId('feedback-section')).toBeVisible()
  await expect(reporting.getByText(FEEDBACK)).toHaveCount(0)
})

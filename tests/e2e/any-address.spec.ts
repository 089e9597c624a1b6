import { expect, type APIRequestContext, type Browser, test } from '@playwright/test'

import { ACTION_OTHER_ORIGIN_MESSAGE } from '../../src/errors/actionMessages'
import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The server runs as `npm start` starts it: on 127.0.0.1, no proxy believed. A newcomer opens it at
 * that address (the one e-mails link to) or at `localhost`; every kind of page that holds a form
 * answers its action on both. Found broken on 127.0.0.1: a not-yet-public project page is rewritten
 * to its preview, and Next sent that rewrite back to itself as `localhost`, where the origin check
 * refused every form of the owner's page.
 */
const ADDRESSES = ['127.0.0.1', 'localhost'] as const

async function ownerWithProjects(request: APIRequestContext, address: string) {
  const stamp = `${Date.now()}-${address.replace(/\W/g, '')}`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const email = `porteur.${stamp}@exemple.fr`
  const owner = await createThroughApi(request, headers, 'members', memberData(email, 'Paule', 'Adresse', 'active'))
  const base = {
    summary: 'Un atelier pour apprendre à chiffrer ses prestations en une soirée.',
    request_type: 'visibility',
    primary_target: 'Freelances',
    payment_commitment: true,
    ethics_accepted: true,
    owner: owner.id,
  }
  // Validated, not public yet: the page the owner pays from.
  const validated = await createThroughApi(request, headers, 'projects', {
    ...base,
    title: `Atelier validé ${stamp}`,
    status: 'pending',
  })
  const approved = await request.patch(`/api/projects/${validated.id}`, { headers, data: { status: 'approved' } })
  expect(approved.status(), await approved.text()).toBe(200)
  // Public: its week is planned.
  const live = await createThroughApi(request, headers, 'projects', {
    ...base,
    title: `Atelier programmé ${stamp}`,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date(), 1).toISOString(),
  })
  // Another member's public campaign, to vote on.
  const other = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`autre.${stamp}@exemple.fr`, 'Alix', 'Autre', 'active'),
  )
  const othersCampaign = await createThroughApi(request, headers, 'projects', {
    ...base,
    owner: other.id,
    title: `Atelier voisin ${stamp}`,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date(), 1).toISOString(),
  })
  return { email, validated: { ...validated, title: `Atelier validé ${stamp}` }, live, othersCampaign }
}

async function contextAt(browser: Browser, address: string, port: string) {
  return browser.newContext({ baseURL: `http://${address}:${port}`, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
}

for (const address of ADDRESSES) {
  test(`on http://${address}: the public, member, owner and admin forms each answer their action`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const port = new URL(baseURL!).port
    const { email, validated, live, othersCampaign } = await ownerWithProjects(request, address)
    const refusals: string[] = []

    const memberContext = await contextAt(browser, address, port)
    const page = await memberContext.newPage()
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && response.status() === 403) refusals.push(response.url())
    })

    // Public: the sign-in form is an action.
    await signInWithPassword(page, email)
    await expect(page).toHaveURL(new RegExp(`^http://${address}:${port}/dashboard$`))

    // Member: a vote on another member's campaign.
    await page.goto(`/p/${othersCampaign.slug}`)
    const vote = page.getByRole('button', { name: /^(Voter|Voté)/ })
    // The member's side of the page is asked once after load (a busy machine answers in seconds).
    await expect(vote).toBeEnabled({ timeout: 30_000 })
    const voted = await vote.getAttribute('aria-pressed')
    await vote.click()
    // Saved, not only shown: the click's answer has come back (a reload before it cancels the vote).
    await expect(vote).not.toHaveAttribute('aria-busy', 'true')
    await expect(vote).toHaveAttribute('aria-pressed', voted === 'true' ? 'false' : 'true')
    await page.reload()
    await expect(page.getByRole('button', { name: /^(Voter|Voté)/ })).toHaveAttribute(
      'aria-pressed',
      voted === 'true' ? 'false' : 'true',
    )

    // Owner, after publication: the posts to support.
    await page.goto(`/p/${live.slug}`)
    const posts = page.getByRole('form', { name: 'Publications à soutenir' })
    await posts.getByLabel('Réseau').selectOption({ label: 'LinkedIn' })
    await posts.getByLabel('Lien de la publication').fill(`https://www.linkedin.com/posts/atelier-${Date.now()}`)
    await posts.getByRole('button', { name: 'Enregistrer les publications' }).click()
    await expect(posts.getByRole('status')).toHaveText('Publications enregistrées')

    // Owner, before publication: the billing details, then the transfer's instructions.
    await page.goto(`/p/${validated.slug}`)
    const payment = page.getByTestId('payment-section')
    await payment.getByLabel('Nom ou raison sociale').fill('Paule Adresse EI')
    await payment.getByLabel('Adresse de facturation').fill('3 rue des Tests\n69001 Lyon')
    await payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()
    await expect(payment.getByText('Par virement bancaire')).toBeVisible()
    await expect(page.getByText(ACTION_OTHER_ORIGIN_MESSAGE)).toHaveCount(0)

    // The admin: the transfer received, from the project's sheet.
    const adminContext = await contextAt(browser, address, port)
    const admin = await adminContext.newPage()
    admin.on('response', (response) => {
      if (response.request().method() === 'POST' && response.status() === 403) refusals.push(response.url())
    })
    await signInToAdmin(admin, ADMIN_EMAIL, '/admin/projets', `http://${address}:${port}`)
    // The planned list's button: the campaign is also among the "Virements attendus".
    await admin
      .getByRole('table', { name: 'Projets approuvés et planifiés' })
      .getByRole('button', { name: validated.title })
      .click()
    const sheet = admin.getByRole('dialog', { name: validated.title })
    await sheet.getByRole('button', { name: 'Enregistrer le virement' }).click()
    await sheet.getByRole('button', { name: 'Confirmer le virement reçu' }).click()
    await expect(sheet.getByText('Virement enregistré : la facture est émise.')).toBeVisible()

    expect(refusals, 'actions refused on this address').toEqual([])
    await memberContext.close()
    await adminContext.close()
  })
}

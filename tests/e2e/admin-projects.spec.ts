import { expect, type APIRequestContext, type Browser, type Page, test } from '@playwright/test'

import { COMMUNITY_TIME_ZONE } from '../../src/domain/timeZones'
import { exposureWeekLabel, parisWeekMonday } from '../../src/domain/weeks'
import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, MARKETING_EMAIL, password, staffHeaders } from './helpers/api'
import { emailsSoFar, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { expectNoViolationsInEachTest } from './helpers/csp'

// The admin's screens (moderation views, their sheets and dialogs, edit forms) run under the policy.
expectNoViolationsInEachTest()

const OWNER_EMAIL = 'thomas.nguyen@tryb.local'

/** A pending project of the owner, written over REST by the admin as a submission would be. */
async function pendingProject(request: APIRequestContext, type: 'visibility' | 'feedback', title: string) {
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
      summary: 'Un outil qui aide les indépendants à préparer leurs devis en quelques minutes.',
      request_type: type,
      primary_target: 'Freelances',
      project_url: 'https://exemple.fr/mvp',
      company_links: { website: 'https://exemple.fr' },
      feedback_request: type === 'feedback' ? 'Vos retours sur le parcours d’inscription.' : undefined,
      payment_commitment: type === 'visibility',
      ethics_accepted: true,
      status: 'pending',
      owner: owner.id,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number; slug: string; title: string } }).doc
}

/** A member signed into the REST API, as their browser would be. */
async function memberHeaders(request: APIRequestContext, email: string) {
  const login = await request.post('/api/members/login', { data: { email, password } })
  expect(login.status(), `login of ${email}`).toBe(200)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

/** The owner's own view of their project page, in a browser of their own. */
async function ownerPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: COMMUNITY_TIME_ZONE })
  const page = await context.newPage()
  await signInWithPassword(page, OWNER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  return page
}

const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title })
const pendingTable = (page: Page) => page.getByRole('table', { name: 'Projets en attente' })
const plannedTable = (page: Page) => page.getByRole('table', { name: 'Projets approuvés et planifiés' })

test('an admin validates, schedules and closes a visibility campaign, publishes feedback and asks for changes', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const visibility = await pendingProject(request, 'visibility', `Devis Express ${stamp}`)
  const feedback = await pendingProject(request, 'feedback', `Bêta Devis ${stamp}`)
  const toFix = await pendingProject(request, 'visibility', `Devis à revoir ${stamp}`)
  const seen = await emailsSoFar()

  await signInToAdmin(page, ADMIN_EMAIL)
  await page.getByRole('button', { name: 'Ouvrir Menu' }).click()
  await page.getByRole('link', { name: 'Projets à modérer' }).click()
  await expect(page).toHaveURL(/\/admin\/projets$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Administration des projets' })).toBeVisible()

  // The pending row: its type, its flags read out, and the sheet it opens from the keyboard.
  const row = pendingTable(page).getByRole('row').filter({ hasText: visibility.title })
  await expect(row.getByText('Visibilité')).toBeVisible()
  await expect(row.getByRole('img', { name: 'Pas d’image' })).toBeVisible()
  await expect(row.getByRole('img', { name: 'Liens fournis' })).toBeVisible()
  await expect(row.getByRole('img', { name: 'Lien MVP fourni' })).toBeVisible()
  const opener = row.getByRole('button', { name: visibility.title })
  await expect(opener).toBeEnabled()
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(sheet(page, visibility.title)).toBeVisible()
  await expect(sheet(page, visibility.title).getByText('https://exemple.fr/mvp')).toBeVisible()
  await expect(sheet(page, visibility.title).getByText('Engagement de paiement (100 €)')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet(page, visibility.title)).toBeHidden()
  await expect(opener).toBeFocused()

  // "Valider": the owner's page says so and the approval e-mail reaches them.
  await opener.click()
  await sheet(page, visibility.title).getByRole('button', { name: 'Valider' }).click()
  // The row stays where it was, marked, with "Annuler" (its undo is tested in moderation-undo-projects).
  await expect(row.getByText('Projet validé ✅')).toBeVisible()
  await expect(row.getByRole('button', { name: `Annuler la décision : ${visibility.title}` })).toBeVisible()
  await expect(sheet(page, visibility.title)).toBeHidden()
  const planned = plannedTable(page).getByRole('row').filter({ hasText: visibility.title })
  await expect(planned.getByText('Approuvé')).toBeVisible()

  const owner = await ownerPage(browser, baseURL!)
  await owner.goto(`/p/${visibility.slug}`)
  await expect(owner.getByText("Validé. Paiement requis sous 24h pour planifier l'exposition.")).toBeVisible()
  const approval = await waitForEmail(OWNER_EMAIL, new RegExp(`Ton projet « ${visibility.title} » est validé`), seen)
  expect(approval.text).toContain(`ta demande de visibilité pour « ${visibility.title} » est validée`)
  expect(approval.text).toContain(`/p/${visibility.slug}`)

  // Scheduling needs the payment: the admin marks the transfer received from the sheet.
  await planned.getByRole('button', { name: visibility.title }).click()
  await sheet(page, visibility.title).getByRole('button', { name: 'Enregistrer le virement' }).click()
  await sheet(page, visibility.title).getByRole('button', { name: 'Confirmer le virement reçu' }).click()
  await expect(sheet(page, visibility.title).getByText('Virement enregistré : la facture est émise.')).toBeVisible()
  await page.keyboard.press('Escape')

  // The exposure week: any day picks its week, shown with its label; the project becomes public.
  const monday = parisWeekMonday(new Date(), 12)
  const label = exposureWeekLabel(monday)
  const wednesday = new Date(monday)
  wednesday.setUTCDate(monday.getUTCDate() + 2)
  await planned.getByLabel(`Semaine d’exposition de « ${visibility.title} »`).fill(wednesday.toISOString().slice(0, 10))
  await expect(planned.getByText(`Semaine du ${label}`)).toBeVisible()
  await planned.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  await expect(page.getByText('Semaine enregistrée')).toBeVisible()
  await expect(planned.getByText('Sélectionné')).toBeVisible()
  await owner.reload()
  await expect(owner.getByText(`Exposition prévue la semaine du ${label}.`)).toBeVisible()

  // The scheduling e-mail asks for the posts to support; its button opens the form that takes them.
  const scheduledEmail = await waitForEmail(OWNER_EMAIL, new RegExp(`^Ton exposition est planifiée : ${label}$`), seen)
  expect(scheduledEmail.text).toContain('Indique dès maintenant les publications que les membres doivent soutenir')
  await owner.goto(scheduledEmail.text.match(/https?:\/\/\S+#publications-a-soutenir/)![0])
  await expect(owner.getByRole('form', { name: 'Publications à soutenir' })).toBeInViewport()
  await owner.goto('/communaute/visibilite')
  await expect(owner.getByRole('heading', { name: visibility.title })).toBeVisible()

  // "Traiter reporting" before the owner sent one, then after: a member's declared action is
  // found in the owner's report and validated.
  const reportPanel = page.getByRole('status', { name: `Reporting de « ${visibility.title} »` })
  await planned.getByRole('button', { name: 'Traiter reporting' }).click()
  await expect(reportPanel).toContainText("Aucun reporting — Ce projet n'a pas encore de reporting à traiter")
  const actionUrl = `https://www.linkedin.com/feed/update/e2e-${stamp}`
  const declared = await request.post('/api/declared-actions', {
    headers: await memberHeaders(request, 'hugo.martin@tryb.local'),
    data: { project: visibility.id, action_type: 'like', url: actionUrl },
  })
  expect(declared.status(), await declared.text()).toBe(201)
  const reported = await request.post('/api/project-reports', {
    headers: await memberHeaders(request, OWNER_EMAIL),
    data: { project: visibility.id, report_text: `Un membre a aimé mon post : ${actionUrl}` },
  })
  expect(reported.status(), await reported.text()).toBe(201)
  await planned.getByRole('button', { name: 'Traiter reporting' }).click()
  await expect(reportPanel).toContainText('1 actions validées, 1 points attribués à 1 contributeurs')

  // "Annuler": the run taken back, its credit reversed in the ledger; processed again, validated anew.
  const actionId = ((await declared.json()) as { doc: { id: number } }).doc.id
  await reportPanel
    .getByRole('button', { name: `Annuler la décision : traitement du reporting de « ${visibility.title} »` })
    .click()
  await expect(page.getByText('Traitement annulé : 1 action remise en attente, points repris.')).toBeVisible()
  const ledgerOf = async () =>
    (
      (await (
        await request.get(
          `/api/points-ledger?where[source_id][in]=${actionId},${actionId}/annulation/0,${actionId}/1&sort=id`,
          { headers: await staffHeaders(request, ADMIN_EMAIL) },
        )
      ).json()) as { docs: { points: number; source_id: string }[] }
    ).docs.map(({ points, source_id }) => [points, source_id])
  expect(await ledgerOf()).toEqual([
    [1, String(actionId)],
    [-1, `${actionId}/annulation/0`],
  ])
  await planned.getByRole('button', { name: 'Traiter reporting' }).click()
  await expect(reportPanel).toContainText('1 actions validées')
  expect(await ledgerOf()).toEqual([
    [1, String(actionId)],
    [-1, `${actionId}/annulation/0`],
    [1, `${actionId}/1`],
  ])

  // "Marquer publié": the campaign is over.
  await planned.getByRole('button', { name: 'Marquer publié' }).click()
  await expect(page.getByText('Projet marqué publié')).toBeVisible()
  await expect(plannedTable(page).getByText(visibility.title)).toHaveCount(0)
  await owner.goto(`/p/${visibility.slug}`)
  await expect(owner.getByText('Campagne terminée — merci 💛')).toBeVisible()

  // "Publier" a feedback project: on the community page at once.
  await pendingTable(page).getByRole('button', { name: feedback.title }).click()
  await expect(sheet(page, feedback.title).getByText('Vos retours sur le parcours d’inscription.')).toBeVisible()
  await sheet(page, feedback.title).getByRole('button', { name: 'Publier' }).click()
  await expect(
    pendingTable(page).getByRole('row').filter({ hasText: feedback.title }).getByText('Projet publié ✅'),
  ).toBeVisible()
  await owner.goto('/communaute')
  await expect(owner.getByRole('heading', { name: feedback.title })).toBeVisible()

  // "Demander des modifications": the notes are required, then the owner sees the banner.
  await pendingTable(page).getByRole('button', { name: toFix.title }).click()
  const fixSheet = sheet(page, toFix.title)
  await fixSheet.getByRole('button', { name: 'Demander des modifications' }).click()
  await expect(fixSheet.getByRole('alert')).toHaveText('Indique les modifications demandées au porteur.')
  await fixSheet.getByLabel('Modifications demandées au porteur (obligatoire)').fill('Ajoute une image de ton produit.')
  await fixSheet.getByRole('button', { name: 'Demander des modifications' }).click()
  await expect(page.getByText('Demande de modifications envoyée')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Modifications demandées' }).getByText(toFix.title)).toBeVisible()
  await owner.goto(`/p/${toFix.slug}`)
  await expect(owner.getByText("Des modifications sont demandées par l'équipe.")).toBeVisible()

  await owner.context().close()
})

test('scheduling a fourth project into one week asks for a confirmation first', async ({ page, request }) => {
  test.setTimeout(90_000)
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const monday = parisWeekMonday(new Date(), 20)
  const day = monday.toISOString().slice(0, 10)
  const label = exposureWeekLabel(monday)
  const stamp = Date.now()
  const approve = async (title: string) => {
    const project = await pendingProject(request, 'visibility', title)
    const approved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status: 'approved' } })
    expect(approved.status()).toBe(200)
    return project
  }
  for (let i = 1; i <= 3; i++) {
    const project = await approve(`Semaine pleine ${i} ${stamp}`)
    const scheduled = await request.patch(`/api/projects/${project.id}`, {
      headers,
      data: {
        status: 'scheduled',
        exposure_week_start: monday.toISOString(),
        exposure_week: label,
        payment_override_reason: 'Campagne offerte (test).',
      },
    })
    expect(scheduled.status()).toBe(200)
  }
  const fourth = await approve(`Semaine pleine 4 ${stamp}`)

  await signInToAdmin(page, ADMIN_EMAIL, '/admin/projets')
  const row = plannedTable(page).getByRole('row').filter({ hasText: fourth.title })
  await row.getByRole('button', { name: fourth.title }).click()
  await sheet(page, fourth.title).getByRole('button', { name: 'Enregistrer le virement' }).click()
  await sheet(page, fourth.title).getByRole('button', { name: 'Confirmer le virement reçu' }).click()
  await expect(sheet(page, fourth.title).getByText('Virement enregistré : la facture est émise.')).toBeVisible()
  await page.keyboard.press('Escape')
  await row.getByLabel(`Semaine d’exposition de « ${fourth.title} »`).fill(day)
  await row.getByRole('button', { name: 'Enregistrer la semaine' }).click()
  await expect(row.getByRole('alert')).toContainText(
    `3 projets sont déjà planifiés la semaine du ${label}. Planifier quand même celui-ci ?`,
  )
  await expect(row.getByText('Approuvé')).toBeVisible()
  await row.getByRole('button', { name: 'Planifier quand même' }).click()
  await expect(page.getByText('Semaine enregistrée')).toBeVisible()
  await expect(row.getByText('Sélectionné')).toBeVisible()
})

test('before the page can open a sheet, a row’s name takes no press (rather than losing it)', async ({
  browser,
  baseURL,
  request,
}) => {
  const project = await pendingProject(request, 'feedback', `Avant l’hydratation ${Date.now()}`)
  // No script: the page as it is before hydration, which a loaded phone shows for a while.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/projets')
  const opener = pendingTable(page).getByRole('button', { name: project.title })
  await expect(opener).toBeVisible()
  await expect(opener).toBeDisabled()
  await context.close()
})

test('a marketing user is refused the admin projects view', async ({ page }) => {
  await signInToAdmin(page, MARKETING_EMAIL)
  await page.getByRole('button', { name: 'Ouvrir Menu' }).click()
  await expect(page.getByRole('link', { name: 'Membres' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Projets à modérer' })).toHaveCount(0)
  await page.goto('/admin/projets')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByText("Vous n'avez pas les permissions d'accès à cette page")).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Projets en attente' })).toHaveCount(0)
})

test('a visitor is sent to the admin login', async ({ page }) => {
  await page.goto('/admin/projets')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fprojets/)
})

test('a signed-in member reaches none of the moderation views', async ({ page }) => {
  await signInWithPassword(page, 'camille.durand@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const view of [
    '/admin/projets',
    '/admin/interactions',
    '/admin/candidatures',
    '/admin/envois',
    '/admin/entraide',
  ]) {
    await page.goto(view)
    // The admin's own login, or our refusal: never the view itself.
    await expect(
      page.getByRole('heading', { name: 'Accès refusé' }).or(page.getByRole('button', { name: 'Se connecter' })),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', {
        name: /Administration des projets|Déclarations d.actions|Gestion des candidatures|Envois|Entraide croisée/,
      }),
    ).toHaveCount(0)
    await expect(page.getByRole('table')).toHaveCount(0)
    // No server path reaches the browser (Payload's client config carried the import map's).
    const html = await page.content()
    expect(html).not.toContain('baseDir')
    expect(html).not.toContain(process.cwd())
  }
})

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { visibilityQuotaMessage } from '../../src/domain/projects/projectQuota'
import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * The member's loop without dead ends, on a phone (390 px): the monthly limit said before the
 * form, a hero image of any size fitted in the browser, a post's support shown where it was given,
 * and a project that is not public yet answering its owner with a 200.
 */
test.use({ viewport: { width: 390, height: 844 } })

const stamp = Date.now()
let people = 0

async function freshMember(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}.${stamp}.${people++}@tryb.local`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const member = await createThroughApi(request, headers, 'members', memberData(email, firstName, 'Essai', 'active'))
  return { id: member.id, email, headers }
}

async function signIn(page: Page, email: string) {
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

test('a member who proposed a visibility project this month is told before the form, with the next date', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, 'Lina')
  await createThroughApi(request, member.headers, 'projects', {
    title: `Visibilité du mois ${stamp}`,
    summary: 'Un projet de visibilité déjà proposé ce mois-ci par ce membre.',
    primary_target: 'Solopreneurs',
    request_type: 'visibility',
    owner: member.id,
    status: 'pending',
  })
  const limit = visibilityQuotaMessage(new Date())
  expect(limit).toMatch(/^Tu as déjà proposé un projet de visibilité ce mois-ci : prochaine demande possible le 1er /)

  await signIn(page, member.email)
  await expect(page.getByTestId('visibility-limit')).toHaveText(`${limit} Les demandes de feedbacks restent ouvertes.`)
  await noSidewaysScroll(page)

  // "Nouveau projet" opens the feedback tab, which stays open.
  await page.getByRole('link', { name: 'Nouveau projet' }).click()
  await expect(page).toHaveURL(/\/project-submit\?type=feedback$/)
  await expect(page.getByRole('tab', { name: 'Demande de feedbacks' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Ce que je cherche')).toBeVisible()

  // The visibility tab says the limit and the date instead of the form.
  await page.getByRole('tab', { name: 'Demande de visibilité' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Demande de visibilité' })
  await expect(panel.getByTestId('visibility-limit')).toHaveText(limit)
  await expect(page.getByLabel('Titre du projet')).toHaveCount(0)
  await expect(page.getByLabel(/^Image principale/)).toHaveCount(0)
  await noSidewaysScroll(page)
  await panel.getByRole('button', { name: 'Faire une demande de feedbacks' }).click()
  await expect(page.getByRole('tab', { name: 'Demande de feedbacks' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('Titre du projet')).toBeVisible()

  // Straight to the visibility tab by its address: the same.
  await page.goto('/project-submit')
  await expect(
    page.getByRole('tabpanel', { name: 'Demande de visibilité' }).getByTestId('visibility-limit'),
  ).toHaveText(limit)
})

test('a square picture under 1600×900 is fitted on a neutral background in the browser, and the server takes it', async ({
  page,
  request,
}) => {
  const member = await freshMember(request, 'Carla')
  await signIn(page, member.email)
  await page.goto('/project-submit?type=feedback')

  const square = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer()
  await page.getByLabel(/^Image principale/).setInputFiles({ name: 'carre.png', mimeType: 'image/png', buffer: square })
  const error = page.getByText('Dimensions requises : 1600×900 pixels (ton image fait 1200×1200)')
  await expect(error).toBeVisible()
  const fitter = page.getByRole('region', { name: 'Ajuster l’image au format 1600×900' })
  await expect(fitter).toBeVisible()
  // The refusal stays above the tool that answers it.
  expect((await error.boundingBox())!.y).toBeLessThan((await fitter.boundingBox())!.y)
  await expect(fitter).toContainText('Plus petite que ce format, elle sera agrandie.')
  await noSidewaysScroll(page)

  // Choosing how to fit it answers the refusal.
  await fitter.getByLabel('Garder l’image entière, sur un fond neutre').check()
  await expect(error).toHaveCount(0)
  await expect(fitter.getByRole('img', { name: 'Aperçu de l’image ajustée' })).toBeVisible()
  // Cropping is the other way; a square enlarged to 16:9 slides from top to bottom.
  await fitter.getByLabel('Recadrer : l’image remplit le cadre, ses bords sont coupés').check()
  await expect(fitter.getByLabel('Déplacer le cadre (de haut en bas)')).toBeVisible()
  await fitter.getByLabel('Garder l’image entière, sur un fond neutre').check()
  await fitter.getByRole('button', { name: 'Utiliser cette image' }).click()
  await expect(page.getByText('Image enregistrée avec succès !')).toBeVisible()
  await expect(fitter).toHaveCount(0)

  const stored = await request.get('/api/project-hero-images?sort=-createdAt&limit=1&depth=0', {
    headers: member.headers,
  })
  const image = ((await stored.json()) as { docs: { width: number; height: number; mimeType: string }[] }).docs[0]
  expect(image).toMatchObject({ width: 1600, height: 900, mimeType: 'image/jpeg' })

  await page.getByLabel('Titre du projet').fill(`Carré ajusté ${stamp}`)
  await page.getByLabel('Résumé').fill('Un outil de facturation pour les indépendants pressés.')
  await page.getByLabel('Lien MVP').fill('facturo.fr')
  await page.getByLabel('Cible principale').fill('Freelances')
  await page.getByLabel('Texte alternatif de l’image').fill('Un carré violet sur fond gris')
  await page.getByLabel('Ce que je cherche').fill('Des retours sur mon image')
  await page.getByLabel(/J’accepte la charte/).check()
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(page.getByText('Projet reçu ✅')).toBeVisible()
  await expect(page).toHaveURL(/\/p\/carre-ajuste-[\w-]+$/)
})

test('a post shows the member’s support where it was given: pending, validated with its points, refused to correct', async ({
  page,
  request,
}) => {
  const owner = await freshMember(request, 'Olga')
  const supporter = await freshMember(request, 'Sami')
  const headers = owner.headers
  const postUrl = `https://www.linkedin.com/posts/olga-essai_lancement-de-facturo-activity-${stamp}-AbCd`
  const title = `Facturo soutenu ${stamp}`
  const project = await createThroughApi<{ id: number; slug: string }>(request, headers, 'projects', {
    title,
    summary: 'Une campagne de visibilité dont les publications sont à soutenir.',
    primary_target: 'Solopreneurs',
    request_type: 'visibility',
    owner: owner.id,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date()).toISOString(),
    posts_to_support: [
      { url: postUrl, network: 'linkedin' },
      { url: `https://x.com/olga/status/${stamp}`, network: 'other' },
    ],
  })

  await signIn(page, supporter.email)
  await page.goto(`/p/${project.slug}`)
  const posts = page.locator('section[aria-labelledby="soutenir"]')
  const first = posts.getByTestId('support-post').first()
  // A readable name, not the bare link: the network, the project, what the link says.
  await expect(first).toContainText(`LinkedIn · ${title}`)
  await expect(first).toContainText('Post « Lancement de facturo »')
  await expect(posts.getByTestId('support-post').nth(1)).toContainText(`X · ${title}`)
  await expect(posts.getByTestId('support-post').nth(1)).toContainText('Post de @olga')
  await expect(posts).not.toContainText('https://')
  await noSidewaysScroll(page)

  // "J'ai soutenu", the declaration: the post says where it stands instead of asking again.
  await posts.getByRole('button', { name: 'J’ai soutenu la publication 1 (LinkedIn)' }).click()
  const declare = page.locator('section[aria-labelledby="declarer"]')
  await declare.getByLabel('Type d’action').selectOption('comment')
  await declare.getByRole('checkbox', { name: /J’atteste/ }).check()
  await declare.getByRole('button', { name: 'Déclarer mon action' }).click()
  await expect(declare.getByRole('status').first()).toHaveText(
    'Merci 💛 — Ton action est enregistrée et sera vérifiée sous 48h.',
  )
  const states = first.getByTestId('post-support-state')
  await expect(states).toHaveText([/^Commentaire\s*Déclaré — en attente$/])
  await expect(first.getByRole('button', { name: /J’ai soutenu/ })).toHaveCount(0)
  await expect(
    first.getByRole('button', { name: 'Déclarer une autre action sur la publication 1 (LinkedIn)' }),
  ).toBeVisible()
  // The other post is still to support.
  await expect(posts.getByRole('button', { name: 'J’ai soutenu la publication 2 (X)' })).toBeVisible()

  // The team validates the comment (3 points) and refuses a like declared on the same post.
  const mine = await request.get(
    `/api/declared-actions?where[project][equals]=${project.id}&where[member][equals]=${supporter.id}&depth=0`,
    { headers },
  )
  const comment = ((await mine.json()) as { docs: { id: number }[] }).docs[0]
  const validated = await request.patch(`/api/declared-actions/${comment.id}`, {
    headers,
    data: { status: 'validated_manual' },
  })
  expect(validated.status(), await validated.text()).toBe(200)
  const like = await createThroughApi(request, headers, 'declared-actions', {
    member: supporter.id,
    project: project.id,
    action_type: 'like',
    url: postUrl.replace('https://www.', 'https://'),
    status: 'pending',
  })
  const refused = await request.patch(`/api/declared-actions/${like.id}`, {
    headers,
    data: { status: 'rejected', validation_notes: 'Like introuvable sur la publication.' },
  })
  expect(refused.status(), await refused.text()).toBe(200)

  await page.reload()
  await expect(states).toHaveText([/^Like\s*Rejeté\s*Corriger$/, /^Commentaire\s*Validé \+3$/])
  await noSidewaysScroll(page)

  // The refusal's "Corriger" opens its correction, which sends it back for review.
  await first
    .getByRole('button', { name: 'Corriger ma déclaration refusée « Like » sur la publication 1 (LinkedIn)' })
    .click()
  const correction = declare.getByRole('form', { name: /Corriger ma déclaration/ })
  await expect(correction.getByLabel('Type d’action')).toBeFocused()
  await correction.getByRole('button', { name: 'Renvoyer pour vérification' }).click()
  await expect(states).toHaveText([/^Like\s*Déclaré — en attente$/, /^Commentaire\s*Validé \+3$/])
})

test('an owner’s project that is not public yet answers them with a 200; anyone else still gets the 404', async ({
  page,
  browser,
  request,
}) => {
  const owner = await freshMember(request, 'Nora')
  const project = await createThroughApi<{ id: number; slug: string }>(request, owner.headers, 'projects', {
    title: `Pas encore public ${stamp}`,
    summary: 'Un projet en attente de modération, que seul son porteur voit.',
    primary_target: 'Solopreneurs',
    request_type: 'feedback',
    owner: owner.id,
    status: 'pending',
  })

  // A visitor, and another member: "Projet introuvable", with its 404.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  expect((await visitorPage.goto(`/p/${project.slug}`))!.status()).toBe(404)
  await expect(visitorPage.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible()
  await visitor.close()
  const other = await freshMember(request, 'Omar')
  const otherContext = await browser.newContext()
  const otherPage = await otherContext.newPage()
  await signIn(otherPage, other.email)
  expect((await otherPage.goto(`/p/${project.slug}`))!.status()).toBe(404)
  await expect(otherPage.getByRole('heading', { name: 'Projet introuvable' })).toBeVisible()
  await expect(otherPage.getByText(`Pas encore public ${stamp}`)).toHaveCount(0)
  await otherContext.close()

  // Its owner: the page, with a 200, their tools in it.
  await signIn(page, owner.email)
  const answer = await page.goto(`/p/${project.slug}`)
  expect(answer!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pas encore public ${stamp}`)
  await expect(page.getByTestId('project-banner')).toHaveText('En attente de validation/modération.')
  await expect(page.locator('section[aria-labelledby="gerer"]')).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`Pas encore public ${stamp}`))
  await noSidewaysScroll(page)

  // The admin too.
  const admin = await browser.newContext()
  const login = await admin.request.post('/api/users/login', {
    data: { email: ADMIN_EMAIL, password: process.env.E2E_PASSWORD || '' },
  })
  expect(login.status()).toBe(200)
  const adminPage = await admin.newPage()
  expect((await adminPage.goto(`/p/${project.slug}`))!.status()).toBe(200)
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Pas encore public ${stamp}`)
  await admin.close()
})

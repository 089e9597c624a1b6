import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

/**
 * Onboarding that matches the status: /welcome's own words for each status and the active
 * member's checklist, the first week's goal on the dashboard, and an inactive member told why,
 * asking to come back, reactivated from the cockpit.
 */
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

const stamp = Date.now()
const INACTIVE_HEADING = "Ton compte n'est pas encore actif ou a été désactivé."

const newMember = async (
  request: APIRequestContext,
  prefix: string,
  firstName: string,
  status: 'waitlist' | 'active',
  extra: Record<string, unknown> = {},
) => {
  const email = `${prefix}.${stamp}@exemple.fr`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const member = await createThroughApi(request, headers, 'members', {
    ...memberData(email, firstName, 'Essai', status),
    ...extra,
  })
  return { ...member, email, headers }
}

const noHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

test('/welcome: a waitlist member reads the waitlist’s steps, never that the account is active', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'attente', 'Wanda', 'waitlist')
  // Signed in, a waitlist member lands where the sign-up leads: /welcome.
  await signInWithPassword(page, member.email)
  await expect(page).toHaveURL(/\/welcome$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Wanda !')
  await expect(main).toContainText('Ton compte est en attente d’activation.')
  await expect(main.getByRole('heading', { name: 'Les prochaines étapes' })).toBeVisible()
  await expect(main).toContainText('L’équipe étudie ton profil et ton projet et te répond par e-mail sous 72 h.')
  await expect(main.getByRole('button', { name: 'Dashboard (disponible après activation)' })).toBeDisabled()
  await expect(main).not.toContainText('Ton compte est actif')
  await expect(main.getByRole('heading', { name: 'Pour bien démarrer' })).toHaveCount(0)
  await noHorizontalScroll(page)
})

test('/welcome: an active member’s checklist is ticked from their data, and gone once all is done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const member = await newMember(request, 'demarrage', 'Alix', 'active')
  await signInWithPassword(page, member.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/welcome')
  const main = page.getByRole('main')
  await expect(main).toContainText('Ton compte est actif : le dashboard t’attend.')
  await expect(main).not.toContainText('L’équipe étudie ton profil')
  await expect(main).not.toContainText('attente d’activation')
  await expect(main.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/dashboard')

  const list = main.getByRole('list', { name: 'Ta liste pour bien démarrer' })
  const item = (key: string) => list.locator(`[data-item="${key}"]`)
  // The password was chosen when the account was made: ticked from the data, the rest to do.
  await expect(item('password')).toContainText('Définis un mot de passe : fait')
  for (const key of ['photo', 'bio', 'sector']) {
    await expect(item(key)).toContainText('à faire')
    await expect(item(key).getByRole('link')).toHaveAttribute('href', '/profile')
  }
  await expect(main).toContainText('1 sur 5 fait')
  const support = item('support').getByRole('link')
  await expect(support).toContainText('Soutiens ton premier projet à amplifier : ')
  const projectPath = await support.getAttribute('href')
  expect(projectPath).toMatch(/^\/p\/[\w-]+$/)
  await noHorizontalScroll(page)

  // The profile is filled in where it is filled in: /profile.
  await page.goto('/profile')
  await page.getByLabel('Bio').fill('Je teste une offre de coaching pour indépendants.')
  await page.getByRole('group', { name: 'Secteurs' }).getByText('Coaching', { exact: true }).click()
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e07a5f' } })
    .png()
    .toBuffer()
  await page.getByLabel('Photo de profil').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: photo })
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Profil mis à jour ✅' })).toBeVisible()

  await page.goto('/welcome')
  for (const key of ['photo', 'bio', 'sector', 'password']) await expect(item(key)).toContainText(': fait')
  await expect(item('support')).toContainText('à faire')
  await expect(main).toContainText('4 sur 5 faits')

  // Supporting the project of the week: a declaration, whatever its fate, ticks the last item.
  const headers = member.headers
  const projects = await request.get(
    `/api/projects?where[slug][equals]=${encodeURIComponent(projectPath!.slice(3))}&depth=0`,
    { headers },
  )
  const project = ((await projects.json()) as { docs: { id: number }[] }).docs[0]
  await createThroughApi(request, headers, 'declared-actions', {
    member: member.id,
    project: project.id,
    action_type: 'comment',
    url: `https://www.linkedin.com/feed/update/urn:li:activity:${stamp}`,
  })
  await page.reload()
  await expect(main.getByRole('heading', { name: 'Pour bien démarrer' })).toHaveCount(0)
  await expect(main).toContainText('Ton profil est complet et tu as soutenu ton premier projet')
  await expect(main).toContainText('Ton compte est actif')
})

test('dashboard: the first week says what it asks, not the threshold warning; afterwards, unchanged', async ({
  page,
  request,
}) => {
  const fresh = await newMember(request, 'premiere.semaine', 'Nina', 'active')
  await signInWithPassword(page, fresh.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  const firstWeek = page.getByRole('region', { name: 'Bienvenue dans ta première semaine' })
  await expect(firstWeek).toContainText('Ta première semaine : vise 3 points')
  await expect(firstWeek.getByRole('link', { name: 'Ta liste pour bien démarrer' })).toHaveAttribute('href', '/welcome')
  const score = page.getByRole('region', { name: 'Mon score actuel' })
  await expect(score.getByTestId('first-week-goal')).toContainText('Ta première semaine')
  // Beside it, the semester's goal and the time left, not what is "missing" on day one.
  const week = page.getByRole('region', { name: 'Cette semaine', exact: true })
  await expect(week.getByTestId('standing')).toContainText(
    /^Objectif du semestre : \d+ points?( \(ton seuil au prorata\))?, et \d+ jours? pour l’atteindre\./,
  )
  await expect(page.getByRole('main')).not.toContainText('Il t’en manque')
  // Each project of the week says the member declared nothing on it yet (not that nothing is pending).
  await expect(
    week.getByTestId('week-projects').getByText('Tu n’as encore rien déclaré sur ce projet.').first(),
  ).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('participe davantage')
  await expect(page.getByRole('main')).not.toContainText('En dessous')
  await noHorizontalScroll(page)

  await page.context().clearCookies()
  const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString()
  const settled = await newMember(request, 'deux.semaines', 'Sami', 'active', { activated_at: tenDaysAgo })
  await signInWithPassword(page, settled.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('region', { name: 'Mon score actuel' })).toContainText(
    'participe davantage cette semaine.',
  )
  await expect(page.getByRole('region', { name: 'Cette semaine', exact: true }).getByTestId('standing')).toContainText(
    /Il t’en manque \d+ pour atteindre/,
  )
  await expect(page.getByRole('region', { name: 'Bienvenue dans ta première semaine' })).toHaveCount(0)
})

test('an inactive member is told why, asks to come back, an admin reactivates them from the cockpit', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const member = await newMember(request, 'inactif', 'Inès', 'active')
  const deactivated = await request.patch(`/api/members/${member.id}`, {
    headers: member.headers,
    data: { status: 'inactive' },
  })
  expect(deactivated.status(), await deactivated.text()).toBe(200)

  // A wrong password, or an unknown address, still reads the generic message: nothing is told.
  let panel = await signInWithPassword(page, member.email, 'pas-le-bon-1')
  await expect(panel.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.')
  await expect(page.getByTestId('inactive-account')).toHaveCount(0)

  panel = await signInWithPassword(page, member.email)
  await expect(page).toHaveURL(/\/login\?error=inactive$/)
  const explanation = page.getByRole('region', { name: INACTIVE_HEADING })
  await expect(explanation.getByRole('heading', { name: INACTIVE_HEADING })).toBeFocused()
  await expect(explanation).toContainText('L’équipe a désactivé ton compte.')
  await expect(explanation).toContainText('Pour revenir, demande la réactivation de ton compte')
  // Not a wrong password: no alert, no field marked invalid or outlined in red.
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const passwordField = panel.getByLabel('Mot de passe', { exact: true })
  await expect(passwordField).not.toHaveAttribute('aria-invalid', /.*/)
  await expect(panel.getByLabel('Ton e-mail')).not.toHaveAttribute('aria-invalid', /.*/)
  await noHorizontalScroll(page)

  await explanation.getByLabel('Un mot pour l’équipe (facultatif)').fill('Je reviens avec un nouveau projet.')
  await explanation.getByRole('button', { name: 'Demander la réactivation' }).click()
  const answer = explanation.getByText('Demande envoyée ✅ L’équipe l’examine et te répond par e-mail.')
  await expect(answer).toBeVisible()
  await expect(answer).toBeFocused()
  await expect(explanation.getByRole('button', { name: 'Demander la réactivation' })).toHaveCount(0)

  // Signing in again: the request already waits.
  await signInWithPassword(page, member.email)
  await expect(page.getByRole('region', { name: INACTIVE_HEADING })).toContainText(
    'Ta demande de réactivation est déjà entre les mains de l’équipe',
  )

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const admin = await adminContext.newPage()
  await signInToAdmin(admin, ADMIN_EMAIL)
  const requests = admin.getByTestId('reactivation-requests')
  const row = requests.getByRole('listitem').filter({ hasText: 'Inès Essai' })
  await expect(row.getByRole('link', { name: 'Inès Essai' })).toHaveAttribute(
    'href',
    `/admin/collections/members/${member.id}`,
  )
  await expect(row).toContainText('« Je reviens avec un nouveau projet. »')
  await row.getByRole('button', { name: 'Réactiver Inès Essai' }).click()
  await expect(row.getByRole('status')).toHaveText('Compte réactivé.')
  // The decided request stays, marked, with only its undo left to click.
  await expect(row).toContainText('Réactivé')
  await expect(row.getByRole('button')).toHaveText(['Annuler'])
  await admin.reload()
  await expect(requests).toBeVisible()
  await expect(requests.getByRole('listitem').filter({ hasText: 'Inès Essai' })).toHaveCount(0)
  await adminContext.close()

  await page.context().clearCookies()
  await signInWithPassword(page, member.email, password)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a sign-in link opened by a member made inactive meanwhile gets the same explanation', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'lien.inactif', 'Léo', 'active')
  const before = await emailsSoFar()
  await page.goto('/login')
  const panel = page.getByRole('tabpanel', { name: 'Lien magique' })
  await panel.getByLabel('Ton e-mail').fill(member.email)
  await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
  await expect(panel.getByRole('status')).toHaveText('📬 Lien magique envoyé !')
  const link = linkIn(await waitForEmail(member.email, /lien de connexion/, before))

  const paused = await request.patch(`/api/members/${member.id}`, {
    headers: member.headers,
    data: { status: 'inactive' },
  })
  expect(paused.status()).toBe(200)
  await page.goto(link)
  await expect(page).toHaveURL(/\/login\?error=inactive$/)
  const explanation = page.getByRole('region', { name: INACTIVE_HEADING })
  await expect(explanation).toContainText('L’équipe a désactivé ton compte.')
  await expect(explanation.getByRole('button', { name: 'Demander la réactivation' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})

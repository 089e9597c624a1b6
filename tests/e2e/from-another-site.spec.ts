import { get as httpGet } from 'node:http'

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { startWebmail } from './helpers/webmail'

/**
 * A signed-in member (or admin) who follows a link read in a webmail lands signed in, as when the
 * address is typed; the links of e-mails (magic link, address confirmation) work from there too.
 * Camille (seed) owns "Atelier Compta", a visibility campaign whose report is open.
 */
const OWNER = 'camille.durand@tryb.local'
const stamp = Date.now()
let api: APIRequestContext
let headers: Record<string, string>
let baseURL = ''
let campaign: { id: number; slug: string }
let webmail: Awaited<ReturnType<typeof startWebmail>>
const followFromWebmail = (page: Page, url: string) => webmail.follow(page, url)

test.beforeAll(async ({}, testInfo) => {
  baseURL = testInfo.project.use.baseURL!
  webmail = await startWebmail()
  api = await playwrightRequest.newContext({ baseURL })
  headers = await staffHeaders(api, ADMIN_EMAIL)
  const found = await api.get(`/api/projects?where[title][like]=${encodeURIComponent('Atelier Compta')}&depth=0`, {
    headers,
  })
  campaign = ((await found.json()) as { docs: { id: number; slug: string }[] }).docs[0]
})

test.afterAll(async () => {
  await api.dispose()
  await webmail.close()
})

test('a member follows links from a webmail to the dashboard, notifications, a project and its report', async ({
  page,
}) => {
  await signInWithPassword(page, OWNER)
  await expect(page).toHaveURL(/\/dashboard$/)

  await followFromWebmail(page, `${baseURL}/dashboard`)
  await expect(page).toHaveURL(`${baseURL}/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mon dashboard' })).toBeVisible()

  await followFromWebmail(page, `${baseURL}/notifications`)
  await expect(page).toHaveURL(`${baseURL}/notifications`)
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()

  await followFromWebmail(page, `${baseURL}/p/${campaign.slug}`)
  await expect(page).toHaveURL(`${baseURL}/p/${campaign.slug}`)
  await expect(page.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()

  await followFromWebmail(page, `${baseURL}/projets/${campaign.id}/rapport`)
  await expect(page).toHaveURL(`${baseURL}/projets/${campaign.id}/rapport`)
  await expect(page.getByRole('heading', { level: 1, name: 'Rapport d’impact' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Atelier Compta')
})

test('a notification opened from another site leads on, and is marked read only from our pages', async ({ page }) => {
  const email = `webmail.${stamp}@tryb.local`
  const member = await createThroughApi(api, headers, 'members', memberData(email, 'Wanda', 'Webmail', 'active'))
  const owner = await createThroughApi(
    api,
    headers,
    'members',
    memberData(`porteur.webmail.${stamp}@tryb.local`, 'Paul', 'Porteur', 'active'),
  )
  const project = await createThroughApi(api, headers, 'projects', {
    title: `Webmail Atelier ${stamp}`,
    summary: 'Un résumé de projet suffisamment long pour passer la validation.',
    request_type: 'feedback',
    primary_target: 'Solopreneurs',
    status: 'published',
    owner: owner.id,
  })
  const declared = await createThroughApi(api, headers, 'declared-actions', {
    member: member.id,
    project: project.id,
    action_type: 'like',
    url: `https://www.linkedin.com/feed/update/${stamp}-webmail`,
    status: 'pending',
  })
  const decided = await api.patch(`/api/declared-actions/${declared.id}`, {
    headers,
    data: { status: 'validated_manual' },
  })
  expect(decided.status()).toBe(200)
  const notices = await api.get(`/api/notifications?where[member][equals]=${member.id}&depth=0`, { headers })
  const notice = ((await notices.json()) as { docs: { id: number; link: string }[] }).docs[0]
  expect(notice.link).toBe('/contributions')
  await signInWithPassword(page, email)
  await expect(page).toHaveURL(/\/dashboard$/)

  await followFromWebmail(page, `${baseURL}/notifications/${notice.id}`)
  await expect(page).toHaveURL(`${baseURL}/contributions`)
  await expect(page.getByRole('link', { name: 'Notifications, 1 non lue' })).toBeVisible()

  await page.goto('/notifications')
  await page.getByRole('link', { name: new RegExp(`Action validée : Like sur « Webmail Atelier ${stamp} »`) }).click()
  await expect(page).toHaveURL(`${baseURL}/contributions`)
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
})

test('the admin follows a link from a webmail into /admin/projets', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL)
  await followFromWebmail(page, `${baseURL}/admin/projets`)
  await expect(page).toHaveURL(`${baseURL}/admin/projets`)
  await expect(page.getByRole('heading', { level: 1, name: 'Administration des projets' })).toBeVisible()
})

test('a magic link opened from a webmail signs the member in', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `magique.${stamp}@tryb.local`
  await createThroughApi(api, headers, 'members', memberData(email, 'Marc', 'Magique', 'active'))
  const before = await emailsSoFar()
  await actAsAnotherMachine()
  await page.goto('/login')
  const panel = page.getByRole('tabpanel', { name: 'Lien magique' })
  await panel.getByLabel('Ton e-mail').fill(email)
  await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
  await expect(panel.getByRole('status')).toHaveText('📬 Lien magique envoyé !')
  const link = linkIn(await waitForEmail(email, /lien de connexion/, before))

  await page.context().clearCookies()
  await followFromWebmail(page, link)
  await expect(page).toHaveURL(`${baseURL}/dashboard`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mon dashboard' })).toBeVisible()
})

test('an address-confirmation link opened from a webmail confirms it, signed in', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `confirme.${stamp}@exemple.fr`
  const before = await emailsSoFar()
  await actAsAnotherMachine()
  await page.goto('/signup')
  const main = page.getByRole('main')
  await main.getByLabel('Prénom').fill('Coline')
  await main.getByLabel('Nom', { exact: true }).fill('Confirme')
  await main.getByLabel('E-mail').fill(email)
  await main.getByLabel('Mot de passe', { exact: true }).fill('Abcdefg1!')
  await main.getByLabel('Confirmation du mot de passe', { exact: true }).fill('Abcdefg1!')
  await main.getByLabel('Relations LinkedIn').fill('300')
  await main.getByLabel('Lien de ton projet ou MVP').fill('coline-projet.fr')
  await main.getByRole('checkbox', { name: 'J’accepte la charte de la Tryb.' }).check()
  await main.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL(/\/welcome\?notice=created$/)
  const link = linkIn(await waitForEmail(email, /Confirme ton adresse/, before))

  await followFromWebmail(page, link)
  await expect(page.getByRole('main').getByRole('status')).toContainText('Adresse e-mail confirmée ✅')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
})

/** A GET with these headers only, as a browser without Fetch Metadata sends it (Node's fetch adds some). */
function getWithHeadersOnly(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpGet(url, { headers }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => (body += chunk))
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
    })
    sent.on('error', reject)
  })
}

/**
 * Safari before 16.4 and webviews send no Fetch Metadata: a member signed in there saw every page
 * signed out (/dashboard → /login). Her pages are read here with the session cookie alone.
 */
test('a member whose browser sends no Fetch Metadata reads her pages signed in, not the REST API', async ({ page }) => {
  await signInWithPassword(page, OWNER)
  await expect(page).toHaveURL(/\/dashboard$/)
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('-token'))!
  const cookieOnly = { Cookie: `${session.name}=${session.value}` }

  // Signed out, both send to /login (a redirect); signed in, each is the member's own page. (The
  // header's account menu is drawn in the browser from the member hint, never in this HTML.)
  for (const [path, own] of [
    ['/dashboard', 'Mon dashboard</h1>'],
    ['/notifications', 'Notifications</h1>'],
  ]) {
    const answer = await getWithHeadersOnly(`${baseURL}${path}`, cookieOnly)
    expect(answer.status, path).toBe(200)
    expect(answer.body, path).toContain(own)
  }
  const me = await getWithHeadersOnly(`${baseURL}/api/members/me`, cookieOnly)
  expect((JSON.parse(me.body) as { user: unknown }).user).toBeNull()
})

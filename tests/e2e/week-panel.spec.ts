import { createHash } from 'node:crypto'

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import {
  ACTION_TYPE_LABELS,
  type ActionType,
  type DeclaredActionStatus,
} from '../../src/domain/declaredActions/declaredActions'
import { DECLARED_ACTION_BADGES } from '../../src/domain/declaredActions/memberDeclaredActions'
import { periodOf } from '../../src/domain/points/periods'
import { semesterStanding } from '../../src/domain/points/standing'
import { signUnsubscribeToken } from '../../src/domain/email/unsubscribeToken'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens } from './helpers/throughScreens'

const SEEDED = 'thomas.nguyen@tryb.local'
const CAMPAIGN = 'Studio Léa — audits d’onboarding pour SaaS'

type Doc = Record<string, unknown> & { id: number }

async function adminGet<T = Doc>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api${path}`, { headers: await staffHeaders(request, ADMIN_EMAIL) })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

/** A member of this test's own: signed up and accepted through the screens; their id read back. */
async function freshMember(browser: Browser, request: APIRequestContext, firstName: string) {
  const stamp = Date.now()
  const email = `${firstName.toLowerCase()}.${stamp}@exemple.fr`
  await activeMembersThroughScreens(browser, [{ firstName, lastName: `Essai${stamp}`, email }])
  const [{ id }] = await adminGet(request, `/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  return { id, email }
}

const digestOf = async (request: APIRequestContext, id: number) =>
  (await adminGet<{ id: number; email_digest: boolean | null }>(request, `/members?where[id][equals]=${id}&depth=0`))[0]
    .email_digest

test.describe('"Cette semaine" on the dashboard', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('lists the week’s campaign with what the member declared, their points against the requirement, at 390 px', async ({
    page,
    request,
  }) => {
    const [member] = await adminGet<{ id: number; activated_at: string | null }>(
      request,
      `/members?where[email][equals]=${SEEDED}&depth=0`,
    )
    const [campaign] = await adminGet<{ id: number; slug: string }>(
      request,
      `/projects?where[title][equals]=${encodeURIComponent(CAMPAIGN)}&depth=0`,
    )
    const declared = await adminGet<{ action_type: ActionType; status: DeclaredActionStatus }>(
      request,
      `/declared-actions?where[member][equals]=${member.id}&where[project][equals]=${campaign.id}&depth=0&sort=createdAt`,
    )
    expect(declared.length, 'the seed’s like of Thomas on Studio Léa').toBeGreaterThan(0)
    const rulesResponse = await request.get('/api/globals/rules')
    const rules = (await rulesResponse.json()) as { active_threshold: number; points: Record<ActionType, number> }
    const ledger = await adminGet<{ points: number; period: string }>(
      request,
      `/points-ledger?where[member][equals]=${member.id}&limit=200`,
    )
    const now = new Date()
    const points = ledger
      .filter((credit) => credit.period === periodOf(now))
      .reduce((sum, credit) => sum + credit.points, 0)
    const standing = semesterStanding({
      points,
      threshold: rules.active_threshold,
      activatedAt: member.activated_at,
      now,
    })

    await signInWithPassword(page, SEEDED)
    await expect(page).toHaveURL(/\/dashboard$/)
    const panel = page.getByRole('region', { name: 'Cette semaine', exact: true })
    // The first panel, above "Mes projets".
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(headings[0]).toBe('Cette semaine')
    await expect(panel).toContainText(`${standing.daysLeft} jours restants dans le semestre`)

    const item = panel.getByTestId('week-projects').getByRole('listitem').filter({ hasText: CAMPAIGN }).first()
    await expect(item.getByRole('link', { name: CAMPAIGN })).toHaveAttribute('href', `/p/${campaign.slug}`)
    const mine = item.getByRole('list', { name: `Mes déclarations sur ${CAMPAIGN}` })
    await expect(mine.getByRole('listitem')).toHaveText(
      declared.map(
        (action) => `${ACTION_TYPE_LABELS[action.action_type]} ${DECLARED_ACTION_BADGES[action.status].label}`,
      ),
    )

    await expect(panel.getByTestId('period-points')).toHaveText(`${points} point${points < 2 ? '' : 's'}`)
    await expect(panel).toContainText(`sur ${standing.required} nécessaires`)
    // A member activated during the semester is told the requirement is pro rata, never only "under the threshold".
    if (standing.proRata) {
      await expect(panel.getByTestId('standing')).toContainText('ton seuil au prorata')
      await expect(panel.getByTestId('standing')).toContainText(`au lieu de ${rules.active_threshold}`)
    }
    const gains = panel.getByRole('list', { name: 'Une action validée de plus' }).getByRole('listitem')
    await expect(gains).toHaveText([
      `Like +${rules.points.like} point${rules.points.like < 2 ? '' : 's'}`,
      `Commentaire +${rules.points.comment} points`,
      `Partage +${rules.points.share} points`,
      `Post +${rules.points.post} points`,
    ])

    // Nothing sticks out of a 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const box = await item.getByRole('link', { name: CAMPAIGN }).boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  })
})

test('"Préférences e-mail": turned off on /profile, still off after a reload', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const member = await freshMember(browser, request, 'Preferences')
  await signInWithPassword(page, member.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Préférences e-mail', exact: true })
  const digest = section.getByRole('group', { name: 'Le récapitulatif du lundi' }).getByRole('checkbox')
  const topics = section.getByRole('group', { name: 'Les e-mails de notification' })
  const declarations = topics.getByRole('checkbox', { name: 'Mes actions déclarées : validées ou refusées' })
  await expect(digest).toBeChecked()
  await expect(topics.getByRole('checkbox')).toHaveCount(5)
  await expect(topics.getByRole('checkbox', { name: 'Retours sur mes projets' })).toBeChecked()
  await expect(section).toContainText('Les liens de connexion, le mot de passe et les messages d’activation')

  await digest.uncheck()
  await declarations.uncheck()
  await section.getByRole('button', { name: 'Enregistrer mes préférences' }).click()
  await expect(section.getByRole('status')).toHaveText('Préférences e-mail enregistrées ✅')

  await page.reload()
  await expect(digest).not.toBeChecked()
  await expect(declarations).not.toBeChecked()
  await expect(topics.getByRole('checkbox', { name: 'Rappels avant la fin du semestre' })).toBeChecked()
  expect(await digestOf(request, member.id)).toBe(false)
})

test('the digest’s unsubscribe link: a page and a button, never a change on opening it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const member = await freshMember(browser, request, 'Desabonne')
  // The server signs with `payload.secret`, which Payload derives from PAYLOAD_SECRET this way.
  const key = createHash('sha256').update(process.env.PAYLOAD_SECRET!).digest('hex').slice(0, 32)
  const address = `/api/weekly-digest/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(member.id, key))}`

  const forged = await page.goto(`/api/weekly-digest/unsubscribe?token=${member.id}.${'A'.repeat(43)}`)
  expect(forged!.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien invalide')

  const opened = await page.goto(address)
  expect(opened!.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désabonner du récapitulatif')
  expect(await digestOf(request, member.id)).toBe(true)

  await page.getByRole('button', { name: 'Me désabonner' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('C’est fait')
  await expect(page.getByText('Tu ne recevras plus « Cette semaine dans la Tryb »')).toBeVisible()
  expect(await digestOf(request, member.id)).toBe(false)
  await expect(page.getByRole('link', { name: 'Mes préférences e-mail' })).toHaveAttribute(
    'href',
    '/profile#preferences-email',
  )
})

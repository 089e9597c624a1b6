import { expect, test, type APIRequestContext } from '@playwright/test'

import { parisWeekMonday } from '../../src/domain/weeks'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { createThroughApi, memberData } from './helpers/admin'
import { signInWithPassword } from './helpers/session'

/**
 * The posts to amplify: the owner of a visibility campaign scheduled this week lists a post to
 * support in "Gérer mon projet"; another active member finds it on the project page, declares from
 * "J'ai soutenu" (link and network filled in), sees the declaration with its status, corrects it
 * and withdraws it. Fresh members and a fresh campaign, written through the admin's REST API, so no
 * other test file's declarations meet these.
 */
const stamp = Date.now()
const OWNER_EMAIL = `porteuse.publications.${stamp}@tryb.local`
const SUPPORTER_EMAIL = `soutien.publications.${stamp}@tryb.local`
const POST_URL = `https://www.linkedin.com/posts/tryb-campagne-${stamp}`

type DeclaredAction = { id: number; action_type: string; url: string; network: string | null; status: string }

async function declaredActionsOn(request: APIRequestContext, headers: Record<string, string>, projectId: number) {
  const response = await request.get(`/api/declared-actions?where[project][equals]=${projectId}&depth=0`, { headers })
  return ((await response.json()) as { docs: DeclaredAction[] }).docs
}

test('a post to support, from the owner’s list to a member’s declaration, corrected then withdrawn', async ({
  page,
  browser,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(OWNER_EMAIL, 'Paula', 'Porteuse', 'active'),
  )
  await createThroughApi(request, headers, 'members', memberData(SUPPORTER_EMAIL, 'Sophie', 'Soutien', 'active'))
  const project = await createThroughApi<{ id: number; slug: string }>(request, headers, 'projects', {
    title: `Campagne à soutenir ${stamp}`,
    summary: 'Un projet de test pour vérifier les publications que la communauté soutient.',
    primary_target: 'Solopreneurs du numérique',
    request_type: 'visibility',
    owner: owner.id,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date()).toISOString(),
  })

  // The owner lists the post in "Gérer mon projet"; a post given twice is refused beside its field.
  await signInWithPassword(page, OWNER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  const manage = page.locator('section[aria-labelledby="gerer"]')
  const form = manage.getByRole('form', { name: 'Publications à soutenir' })
  await expect(form).toBeVisible()
  await form.getByLabel('Réseau').selectOption('linkedin')
  await form.getByLabel('Lien de la publication').fill(POST_URL.replace('https://www.', ''))
  await form.getByRole('button', { name: 'Ajouter une publication' }).click()
  const secondNetwork = form.getByLabel('Réseau').nth(1)
  await expect(secondNetwork).toBeFocused()
  await secondNetwork.selectOption('other')
  await form.getByLabel('Lien de la publication').nth(1).fill(POST_URL)
  await form.getByRole('button', { name: 'Enregistrer les publications' }).click()
  await expect(form.getByLabel('Lien de la publication').nth(1)).toHaveAccessibleDescription(
    'Ce lien figure déjà dans tes publications à soutenir.',
  )
  await form.getByRole('button', { name: 'Retirer la publication 2' }).click()
  await form.getByRole('button', { name: 'Enregistrer les publications' }).click()
  await expect(form.getByRole('status')).toHaveText('Publications enregistrées')
  await expect(form.getByLabel('Lien de la publication')).toHaveValue(`https://${POST_URL.replace('https://www.', '')}`)

  // A visitor's page never carries the posts.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(`/p/${project.slug}`)
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(visitorPage.getByRole('heading', { name: 'Les publications à soutenir' })).toHaveCount(0)
  expect(await visitorPage.content()).not.toContain(`tryb-campagne-${stamp}`)
  await visitor.close()

  // Another active member sees the post, opens it in a new tab or declares from it.
  const member = await browser.newContext()
  const memberPage = await member.newPage()
  await signInWithPassword(memberPage, SUPPORTER_EMAIL)
  await expect(memberPage).toHaveURL(/\/dashboard$/)
  await memberPage.goto(`/p/${project.slug}`)
  const posts = memberPage.locator('section[aria-labelledby="soutenir"]')
  await expect(posts.getByRole('heading', { name: 'Les publications à soutenir' })).toBeVisible()
  const open = posts.getByRole('link', { name: 'Ouvrir la publication 1 (LinkedIn) dans un nouvel onglet' })
  await expect(open).toHaveAttribute('href', `https://${POST_URL.replace('https://www.', '')}`)
  await expect(open).toHaveAttribute('target', '_blank')
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer')
  await posts.getByRole('button', { name: 'J’ai soutenu la publication 1 (LinkedIn)' }).click()

  const declare = memberPage.locator('section[aria-labelledby="declarer"]')
  await expect(declare.getByLabel('Type d’action')).toBeFocused()
  await expect(declare.getByLabel('Lien de ton action')).toHaveValue(`https://${POST_URL.replace('https://www.', '')}`)
  await expect(declare.getByLabel(/^Réseau/)).toHaveValue('linkedin')
  await declare.getByLabel('Type d’action').selectOption('comment')
  await declare.getByRole('checkbox', { name: /J’atteste/ }).check()
  await declare.getByRole('button', { name: 'Déclarer mon action' }).click()
  await expect(declare.getByRole('status').first()).toHaveText(
    'Merci 💛 — Ton action est enregistrée et sera vérifiée sous 48h.',
  )

  // The declaration is listed with its type, network and status.
  const mine = declare.locator('section[aria-labelledby="mes-declarations"]')
  const item = mine.getByTestId('own-declaration')
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('Commentaire')
  await expect(item).toContainText('LinkedIn')
  await expect(item).toContainText('En cours de vérification')
  expect(await declaredActionsOn(request, headers, project.id)).toMatchObject([
    { action_type: 'comment', network: 'linkedin', status: 'pending' },
  ])

  // Corrected: another type and link, no network.
  await item.getByRole('button', { name: 'Corriger ma déclaration « Commentaire »' }).click()
  const correction = item.getByRole('form', { name: 'Corriger ma déclaration « Commentaire »' })
  await expect(correction.getByLabel('Type d’action')).toBeFocused()
  await correction.getByLabel('Type d’action').selectOption('share')
  await correction.getByLabel('Lien de ton action').fill('')
  await correction.getByRole('button', { name: 'Enregistrer la correction' }).click()
  await expect(correction.getByLabel('Lien de ton action')).toHaveAccessibleDescription(
    'Indique le lien de ton action.',
  )
  await correction.getByLabel('Lien de ton action').fill(`linkedin.com/feed/update/partage-${stamp}`)
  await correction.getByLabel(/^Réseau/).selectOption('')
  await correction.getByRole('button', { name: 'Enregistrer la correction' }).click()
  await expect(mine.getByRole('status')).toHaveText('Déclaration corrigée')
  await expect(mine.getByRole('status')).toBeFocused()
  await expect(item).toContainText('Partage')
  await expect(item).not.toContainText('LinkedIn')
  expect(await declaredActionsOn(request, headers, project.id)).toMatchObject([
    {
      action_type: 'share',
      url: `https://linkedin.com/feed/update/partage-${stamp}`,
      network: null,
      status: 'pending',
    },
  ])

  // At a phone's width, nothing scrolls sideways.
  await memberPage.setViewportSize({ width: 390, height: 844 })
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Withdrawn, after a confirmation.
  await item.getByRole('button', { name: 'Retirer ma déclaration « Partage »' }).click()
  await mine.getByRole('button', { name: 'Oui, retirer' }).click()
  await expect(mine.getByRole('status')).toHaveText('Déclaration retirée')
  await expect(mine).toContainText('Tu n’as encore rien déclaré sur ce projet.')
  expect(await declaredActionsOn(request, headers, project.id)).toEqual([])
  await member.close()

  // The owner's list is as saved; the owner never gets the declaration form.
  await page.reload()
  await expect(form.getByLabel('Lien de la publication')).toHaveValue(`https://${POST_URL.replace('https://www.', '')}`)
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toHaveCount(0)
})

test('a validated declaration can no longer be corrected nor withdrawn', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`porteur.valide.${stamp}@tryb.local`, 'Victor', 'Porteur', 'active'),
  )
  const supporter = await createThroughApi(
    request,
    headers,
    'members',
    memberData(`soutien.valide.${stamp}@tryb.local`, 'Vera', 'Soutien', 'active'),
  )
  const project = await createThroughApi<{ id: number; slug: string }>(request, headers, 'projects', {
    title: `Campagne vérifiée ${stamp}`,
    summary: 'Un projet de test pour vérifier qu’une action validée reste telle quelle.',
    primary_target: 'Solopreneurs du numérique',
    request_type: 'visibility',
    owner: owner.id,
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date()).toISOString(),
  })
  const declared = await createThroughApi(request, headers, 'declared-actions', {
    member: supporter.id,
    project: project.id,
    action_type: 'like',
    url: `https://www.linkedin.com/feed/update/valide-${stamp}`,
    status: 'pending',
  })
  const validated = await request.patch(`/api/declared-actions/${declared.id}`, {
    headers,
    data: { status: 'validated_manual' },
  })
  expect(validated.status(), await validated.text()).toBe(200)

  await signInWithPassword(page, `soutien.valide.${stamp}@tryb.local`)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  const item = page.locator('section[aria-labelledby="mes-declarations"]').getByTestId('own-declaration')
  await expect(item).toContainText('Like')
  await expect(item).toContainText('Validé')
  await expect(item.getByRole('button')).toHaveCount(0)
})

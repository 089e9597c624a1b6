import { expect, test, type Page } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL } from './helpers/api'
import { signInWithPassword } from './helpers/session'

/**
 * At 360 px (the narrowest phones members use) no page of the site or of the admin's moderation scrolls sideways, with the seeded data
 * (a member with projects, declared actions and invitations).
 */
test.use({ viewport: { width: 360, height: 780 } })

/**
 * How far the page scrolls sideways once it has settled (a loaded machine can measure an admin
 * page before its last chunk of styles applies), and what sticks out: each element wider than the
 * screen whose parent fits it (where the overflow starts), as its tag, classes and first words.
 */
async function sidewaysOverflow(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main, .template-default').first()).toBeVisible()
  let measured = await measureOverflow(page)
  for (let tries = 0; measured.overflow > 0 && tries < 10; tries++) {
    await page.waitForTimeout(500)
    measured = await measureOverflow(page)
  }
  return measured
}

function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth
    // Naming the culprits lays out every element: only for a page that is too wide.
    if (overflow <= 0) return { overflow, culprits: [] }
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > window.innerWidth + 0.5
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 3)
      .map((element) => {
        const classes = [...element.classList].slice(0, 2).join('.')
        const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> “${words}”`
      })
    return { overflow, culprits }
  })
}

/**
 * Every value of every card on the page (a moderation table's or the cockpit's cell, shown as a
 * block) says what it is: its column's name drawn before it (`data-label`), or a definition
 * list's term. Returns the cells that do not, as a few words of each.
 */
async function unlabeledValues(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('main, .template-default').first()).toBeVisible()
  return page.evaluate(() => {
    const cells = document.querySelectorAll(
      '.tryb-moderation__table tbody td, .tryb-moderation__table tbody th, .tryb-cockpit tbody td, .tryb-cockpit tbody th',
    )
    return [...cells]
      .filter((cell) => (cell.textContent ?? '').trim() !== '' || cell.querySelector('input, button'))
      .filter((cell) => {
        const before = getComputedStyle(cell, '::before').content
        const asCard = getComputedStyle(cell).display === 'block'
        return !asCard || !before.includes(cell.getAttribute('data-label') ?? '\u0000') || before === 'none'
      })
      .map((cell) => (cell.textContent ?? '').trim().slice(0, 40))
  })
}

async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  const overflowing: string[] = []
  for (const path of paths) {
    const { overflow, culprits } = await sidewaysOverflow(page, path)
    if (overflow > 0) overflowing.push(`${path} (+${overflow} px: ${culprits.join(', ')})`)
  }
  expect(overflowing, 'pages wider than a 360 px screen').toEqual([])
}

test('visitor pages fit a 360 px screen', async ({ page }) => {
  await page.goto('/communaute')
  const projectPath = await page.locator('a[href^="/p/"]').first().getAttribute('href')
  expect(projectPath).toMatch(/^\/p\//)
  await expectNoSidewaysScroll(page, [
    '/',
    '/tarifs',
    '/charte',
    '/communaute',
    '/communaute/visibilite',
    '/communaute/feedbacks',
    projectPath!,
    '/apply',
    '/signup',
    '/login',
    '/reset-password',
  ])
})

test('an active member’s pages fit a 360 px screen, the dashboard’s lists as cards', async ({ page }) => {
  await signInWithPassword(page, 'ines.lefebvre@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  // Below the small breakpoint the dashboard's tables give way to cards that keep every column's value.
  await expect(page.getByTestId('recent-actions')).toBeHidden()
  const project = page.getByTestId('my-projects-cards').locator('li').first()
  await expect(project).toContainText('Ines Coaching')
  await expect(project).toContainText('Visibilité')
  // The links the 599 px wide page pushed off screen.
  for (const name of ['Nouveau projet', 'Voir tout']) {
    const box = await page.getByRole('link', { name }).boundingBox()
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(360)
  }

  // Her own campaign, validated and not paid yet: the owner's page with its payment block.
  const ownPath = await project.locator('a[href^="/p/"]').first().getAttribute('href')
  expect(ownPath).toMatch(/^\/p\//)
  await page.goto('/communaute')
  const projectPath = await page.locator('a[href^="/p/"]').first().getAttribute('href')
  await expectNoSidewaysScroll(page, [
    ownPath!,
    '/dashboard',
    '/dashboard?actions=valid',
    '/contributions',
    '/notifications',
    '/profile',
    '/project-submit',
    '/communaute',
    '/communaute/visibilite',
    projectPath!,
  ])
})

test('a waitlist member’s pages fit a 360 px screen', async ({ page }) => {
  await signInWithPassword(page, 'sarah.petit@tryb.local')
  await expect(page).toHaveURL(/\/welcome$/)
  await expectNoSidewaysScroll(page, [
    '/thanks',
    '/welcome',
    '/profile',
    '/notifications',
    '/project-submit',
    '/communaute',
  ])
})

/** The cockpit and the moderation views, each with its seeded rows (the projects' lists in turn). */
const MODERATION_VIEWS = [
  '/admin',
  '/admin/projets',
  '/admin/candidatures',
  '/admin/candidatures?onglet=acceptees',
  '/admin/interactions',
  '/admin/envois',
  '/admin/entraide',
]

test('the admin’s home, moderation views and daily lists fit a 360 px screen, moderation rows as cards', async ({
  page,
}) => {
  // About twenty admin pages in one walk: a loaded machine needs more than the default 30 s.
  test.setTimeout(180_000)
  await signInToAdmin(page, ADMIN_EMAIL)
  // Each declared action is a card: its cells one under the other, named, its decision on screen.
  await page.goto('/admin/interactions')
  const card = page.locator('[data-testid^="action-"]').first()
  await expect(card).toBeVisible()
  const box = (await card.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  const statusCell = card.locator('td[data-label="Statut"]')
  await expect(statusCell).toBeVisible()
  expect(await statusCell.evaluate((cell) => getComputedStyle(cell).display)).toBe('block')
  expect(await statusCell.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Statut')
  // The title keeps its distance from the filters under it.
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  const filters = (await page.getByRole('navigation', { name: 'Filtrer par statut' }).boundingBox())!
  expect(filters.y - (title.y + title.height)).toBeGreaterThanOrEqual(8)
  // With nothing selected, "Accepter la sélection" is disabled and looks it.
  await page.goto('/admin/candidatures')
  const acceptSelection = page.getByRole('button', { name: 'Accepter la sélection' })
  await expect(acceptSelection).toBeDisabled()
  expect(Number(await acceptSelection.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(0.6)
  // Every value of each moderation view's cards, and of the cockpit's, is named.
  const unnamed: string[] = []
  for (const path of MODERATION_VIEWS) {
    const cells = await unlabeledValues(page, path)
    if (cells.length > 0) unnamed.push(`${path}: ${cells.join(' | ')}`)
  }
  expect(unnamed, 'card values without their label at 360 px').toEqual([])
  await expectNoSidewaysScroll(page, [
    ...MODERATION_VIEWS,
    // Payload's own lists and forms used daily.
    '/admin/collections/members',
    '/admin/collections/projects',
    '/admin/collections/declared-actions',
    '/admin/collections/audit-log',
    '/admin/collections/points-ledger',
    '/admin/globals/rules',
  ])
})

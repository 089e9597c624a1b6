import { expect, type Page, test } from '@playwright/test'

import { POINTS_RULES } from '../../src/domain/declaredActions/declaredActions'
import { countOf } from '../../src/domain/french'
import { POINTS_ROW_WORDING } from '../../src/domain/points/pointsTable'
import { DEFAULT_POINTS } from '../../src/domain/rules'
import { activeMemberCount, ADMIN_EMAIL, counterFigures, saveGlobal, staffHeaders } from './helpers/api'

const landingH2s = [
  'Teste sans te griller',
  'Challenge-toi en sécurité',
  'Crée du business entre solopreneurs',
  'Pourquoi rejoindre la Tryb ?',
  'Après la Beta — Ce que les membres fondateurs ont constaté.',
  'Comment ça marche ?',
  'Tu donnes, tu reçois.',
  'Fais grandir la communauté',
  'Tarifs',
  'Prêt·e à grandir avec la Tryb ?',
]

test.describe('the landing page', () => {
  test('shows its sections in the product’s order', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Tryb — Ensemble, plus forts.')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ensemble, plus forts.')
    await expect(page.locator('main h2')).toHaveText(landingH2s)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /communauté sélective/)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Tryb — Ensemble, plus forts.')
  })

  test('the header links where the product says', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/tarifs')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Tryb — accueil' })).toHaveAttribute('href', '/')
    const nav = header.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav.getByRole('link', { name: 'Fonctionnalités' })).toHaveAttribute('href', '/#features')
    await expect(nav.getByRole('link', { name: 'Communauté' })).toHaveAttribute('href', '/communaute')
    await expect(nav.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/tarifs')
    await expect(header.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/apply')

    await nav.getByRole('link', { name: 'Fonctionnalités' }).click()
    await expect(page).toHaveURL(/\/#features$/)
    await expect(page.locator('#features')).toBeInViewport()
  })

  test('on a phone the navigation folds into a menu that opens from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
    const menu = page.getByLabel('Menu')
    await menu.focus()
    await page.keyboard.press('Enter')
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' })
    await expect(mobileNav.getByRole('link', { name: 'Tarifs' })).toBeVisible()
    await expect(mobileNav.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Commencer' })).toBeVisible()
  })

  test('the hero: cards, social icons, the two buttons', async ({ page }) => {
    await page.goto('/')
    const hero = page.locator('section[aria-labelledby="hero-title"]')
    await expect(hero.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(3)
    const networks = hero.getByRole('list', { name: 'Réseaux sociaux' })
    await expect(networks.getByRole('img')).toHaveText(['', '', '', ''])
    for (const name of ['LinkedIn', 'Instagram', 'TikTok', 'X']) {
      await expect(networks.getByRole('img', { name, exact: true })).toBeVisible()
    }
    await expect(hero.getByRole('link', { name: 'Rejoindre la Tryb' })).toHaveAttribute('href', '/apply')
    await hero.getByRole('link', { name: 'En savoir plus' }).click()
    await expect(page).toHaveURL(/#features$/)
    await expect(page.getByRole('heading', { name: 'Pourquoi rejoindre la Tryb ?' })).toBeInViewport()
  })

  test('features, steps, points, referral and the final call to action', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#features li h3')).toHaveText([
      'Une visibilité réelle, pas artificielle',
      'Touche ta cible sans budget pub',
      'Teste sans exposer ton image',
      'Une communauté sélective',
    ])
    const steps = page.locator('section[aria-labelledby="steps-title"] ol > li')
    await expect(steps).toHaveCount(4)
    await expect(steps.first()).toContainText('1')
    await expect(steps.first().getByRole('heading')).toHaveText('Étape 1 : Candidate')

    // Every rule, a row each, whatever rows the seeded landing saved.
    const rows = page.getByTestId('points-table').locator('tbody tr')
    await expect(rows).toHaveCount(POINTS_RULES.length)
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''))
    const expected = POINTS_RULES.map(
      ({ value }) => `${POINTS_ROW_WORDING[value]}+${countOf(DEFAULT_POINTS[value], 'point', 'points')}`,
    )
    expect([...shown].sort()).toEqual([...expected].sort())
    await expect(page.getByText('Pour rester membre actif : 78 points par semestre.')).toBeVisible()

    await expect(page.locator('#community h2')).toHaveText('Fais grandir la communauté')
    await expect(page.locator('#community li h3')).toHaveCount(3)

    const finalCta = page.locator('section[aria-labelledby="final-cta-title"]')
    await expect(finalCta.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute('href', '/apply')
  })

  test('the points table follows the community rules', async ({ page, request }) => {
    await saveGlobal(request, 'rules', { points: { like: 2 } }, ADMIN_EMAIL)
    try {
      await expect
        .poll(async () => {
          await page.goto('/')
          return page.getByTestId('points-table').locator('tbody td').first().textContent()
        })
        .toBe('+2 points')
    } finally {
      await saveGlobal(request, 'rules', { points: { like: 1 } }, ADMIN_EMAIL)
    }
  })

  test('the pricing section: both batches, the campaign and the Beta’s figures', async ({ page }) => {
    await page.goto('/')
    const pricing = page.locator('#pricing')
    await expect(pricing.getByRole('heading', { name: 'Membre (presque) Fondateur' })).toBeVisible()
    await expect(pricing.getByRole('heading', { name: 'Membre Actif' })).toBeVisible()
    await expect(pricing.getByText('0 €', { exact: true })).toBeVisible()
    await expect(pricing.getByText('50 €', { exact: true })).toBeVisible()
    await expect(pricing.getByText('100 €', { exact: true })).toBeVisible()
    const campaign = pricing.locator('article[aria-labelledby="campaign-title"]')
    await expect(campaign.getByRole('listitem')).toHaveText([
      'Validation et modération du projet',
      'Amplification collective par les membres',
      'Suivi des performances et reporting d’impact',
    ])
    await expect(pricing.getByText('bientôt')).toHaveCount(1)
    await expect(pricing.locator('dd')).toHaveText(['10 000 à 20 000', '+320 %', 'x3', '2 à 5'])
    await expect(pricing.getByRole('link', { name: 'Rejoindre la Tryb' })).toHaveAttribute('href', '/apply')
    await expect(pricing.getByRole('link', { name: 'Soumettre un projet' })).toHaveAttribute('href', '/project-submit')
  })

  test('the footer’s anchors exist on the page and its legal links open real pages', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, anchor] of [
      ['Fonctionnalités', 'features'],
      ['Tarifs', 'pricing'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/#${anchor}`)
      await expect(page.locator(`#${anchor}`)).toHaveCount(1)
    }
    // "Communauté" leads where the header's does.
    await expect(footer.getByRole('link', { name: 'Communauté', exact: true })).toHaveAttribute('href', '/communaute')
    await footer.getByRole('link', { name: 'Tarifs', exact: true }).click()
    await expect(page.locator('#pricing')).toBeInViewport()

    for (const [name, path, title] of [
      ['Mentions légales', '/mentions-legales', 'Mentions légales'],
      ['Confidentialité', '/confidentialite', 'Politique de confidentialité'],
      ['CGU', '/cgu', 'Conditions générales d’utilisation'],
    ]) {
      await page.goto('/')
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} — Tryb`)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByText(/Dernière mise à jour : \d{2}\/\d{2}\/\d{4}/)).toBeVisible()
    }
  })
})

test.describe('/tarifs', () => {
  test('shows the pricing on its own page', async ({ page }) => {
    await page.goto('/tarifs')
    await expect(page).toHaveTitle('Tarifs — Tryb')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs')
    await expect(page.getByRole('heading', { name: 'Membre (presque) Fondateur' })).toBeVisible()
    await expect(page.getByRole('button', { name: "Rejoindre la liste d'attente" })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Soumettre un projet' })).toHaveAttribute('href', '/project-submit')
  })
})

test.describe('the membership counter', () => {
  const counterText = async (page: Page) => {
    await page.goto('/')
    return [
      await page.getByTestId('membership-count').textContent(),
      await page.getByTestId('places-left').textContent(),
      await page.getByRole('progressbar').getAttribute('aria-valuenow'),
    ]
  }

  test('counts the active members against the capacity, and follows a status change', async ({ page, request }) => {
    const active = await activeMemberCount(request)
    expect(active).toBeGreaterThanOrEqual(6) // the seed's six, and any another test file added
    await expect.poll(() => counterText(page)).toEqual(counterFigures(active))

    const headers = await staffHeaders(request, ADMIN_EMAIL)
    const found = await request.get('/api/members?where[status][equals]=active&limit=1', { headers })
    const member = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    const setStatus = async (status: string) => {
      const updated = await request.patch(`/api/members/${member.id}`, { headers, data: { status } })
      expect(updated.status()).toBe(200)
    }
    await setStatus('inactive')
    try {
      await expect.poll(() => counterText(page)).toEqual(counterFigures(active - 1))
    } finally {
      await setStatus('active')
    }
    await expect.poll(() => counterText(page)).toEqual(counterFigures(active))
  })

  test('marketing can switch it to manual figures', async ({ page, request }) => {
    await saveGlobal(request, 'landing', {
      counter: { mode: 'manual', manual_members: 27, manual_places_left: 23, manual_percent: 54 },
      _status: 'published',
    })
    try {
      await expect.poll(() => counterText(page)).toEqual(['27 membres sur 50', '23 places restantes', '54'])
      await expect(page.getByRole('progressbar').locator('div')).toHaveAttribute('style', /width: ?54%/)
    } finally {
      await saveGlobal(request, 'landing', { counter: { mode: 'live' }, _status: 'published' })
    }
    await expect.poll(() => counterText(page)).toEqual(counterFigures(await activeMemberCount(request)))
  })
})

test.describe('public pages at 360 px', () => {
  for (const path of [
    '/',
    '/tarifs',
    '/apply',
    '/charte',
    '/mentions-legales',
    '/confidentialite',
    '/cgu',
    '/nulle-part',
  ]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/tarifs', '/apply', '/charte', '/mentions-legales', '/confidentialite', '/cgu']) {
    expect(sitemap).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`)
})

import { expect, type Page, test } from '@playwright/test'

test.use({ reducedMotion: 'reduce' })

const testimonials = (page: Page) => page.getByTestId('testimonial')

/** Numbers (1-based) of the testimonial cards fully on screen. */
async function visibleCards(page: Page) {
  const shown: number[] = []
  const cards = testimonials(page)
  for (let index = 0; index < (await cards.count()); index++) {
    const inView = await cards.nth(index).evaluate(
      (card) =>
        new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            resolve(entry.intersectionRatio > 0.95)
            observer.disconnect()
          })
          observer.observe(card)
        }),
    )
    if (inView) shown.push(index + 1)
  }
  return shown
}

async function openCarousel(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Témoignages des membres fondateurs' })
  await carousel.scrollIntoViewIfNeeded()
  await expect(testimonials(page)).toHaveCount(6)
  // Hydrated: the keys and buttons act from here (they would be lost before).
  await expect(carousel).not.toHaveAttribute('aria-busy')
  return carousel
}

test('six cards, each with a name, a figure, a detail and an icon', async ({ page }) => {
  await openCarousel(page, 1280)
  const first = testimonials(page).first()
  await expect(first).toContainText('Camille, coach en reconversion')
  await expect(first).toContainText('12 400 vues')
  await expect(first).toContainText('sur son post de lancement')
  await expect(first.locator('svg')).toHaveCount(1)
})

test('3 cards per view on a wide screen; arrow keys move one card and loop', async ({ page }) => {
  const carousel = await openCarousel(page, 1280)
  await expect.poll(() => visibleCards(page)).toEqual([1, 2, 3])
  await carousel.getByTestId('testimonial-track').focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => visibleCards(page)).toEqual([2, 3, 4])
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Témoignages 2 à 4 sur 6')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => visibleCards(page)).toEqual([4, 5, 6])
  // Past the end, back to the start; and before the start, to the end.
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => visibleCards(page)).toEqual([1, 2, 3])
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => visibleCards(page)).toEqual([4, 5, 6])
})

test('the previous/next buttons work from medium screens up', async ({ page }) => {
  const carousel = await openCarousel(page, 800)
  await expect.poll(() => visibleCards(page)).toEqual([1, 2])
  await carousel.getByRole('button', { name: 'Témoignages suivants' }).click()
  await expect.poll(() => visibleCards(page)).toEqual([2, 3])
  await carousel.getByRole('button', { name: 'Témoignages précédents' }).click()
  await carousel.getByRole('button', { name: 'Témoignages précédents' }).click()
  await expect.poll(() => visibleCards(page)).toEqual([5, 6])
})

test('one card per view on a phone, without the buttons; arrows and swipes still move it', async ({ page }) => {
  const carousel = await openCarousel(page, 390)
  await expect.poll(() => visibleCards(page)).toEqual([1])
  await expect(carousel.getByRole('button', { name: 'Témoignages suivants' })).toBeHidden()
  await expect(carousel.getByRole('button', { name: 'Témoignages précédents' })).toBeHidden()
  await carousel.getByTestId('testimonial-track').focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => visibleCards(page)).toEqual([6])
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Témoignage 6 sur 6')
  // A swipe is a native horizontal scroll of the track.
  await carousel.getByTestId('testimonial-track').evaluate((track) => track.scrollTo({ left: 0 }))
  await expect.poll(() => visibleCards(page)).toEqual([1])
  await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Témoignage 1 sur 6')
})

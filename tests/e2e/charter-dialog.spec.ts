import { expect, type Page, test } from '@playwright/test'

test.use({ reducedMotion: 'reduce' })

async function openFromKeyboard(page: Page) {
  const opener = page.getByRole('button', { name: 'Lire la charte' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Charte' })
  await expect(dialog).toBeVisible()
  return { opener, dialog }
}

const focusedIsInside = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))

test('the charter dialog is usable from the keyboard and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  // Closed, the dialog is not in the page at all (its text is built when it opens).
  await expect(page.getByRole('button', { name: 'Lire la charte' })).toBeEnabled()
  await expect(page.locator('dialog')).toHaveCount(0)
  const { opener, dialog } = await openFromKeyboard(page)

  // Focus starts on the title; the page behind cannot scroll.
  await expect(dialog.getByRole('heading', { name: 'Charte', level: 2 })).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

  // The table of contents lists the sections on a wide screen and takes the reader there.
  const contents = dialog.getByRole('navigation', { name: 'Sommaire' })
  await expect(contents.getByRole('button')).toHaveText([
    '1. Objet',
    '2. Confidentialité',
    '3. Respect et bienveillance',
    '4. Entraide',
    '5. Propriété intellectuelle des idées',
    '6. Demandes de visibilité',
    '7. Données personnelles et RGPD',
    '8. Modération et sanctions',
  ])
  await contents.getByRole('button', { name: '8. Modération et sanctions' }).click()
  await expect(dialog.getByRole('heading', { name: '8. Modération et sanctions', level: 3 })).toBeInViewport()

  // Tab never leaves the dialog, forwards or backwards.
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press('Tab')
    expect(await focusedIsInside(page)).toBe(true)
  }
  for (let press = 0; press < 14; press++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusedIsInside(page)).toBe(true)
  }

  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.locator('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('')
})

test("the charter dialog closes on an outside click, on Fermer and on J'ai compris", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')

  let { opener, dialog } = await openFromKeyboard(page)
  await dialog.getByText('Cette charte s’applique à tous les membres').click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(10, 10)
  await expect(dialog).toBeHidden()

  ;({ opener, dialog } = await openFromKeyboard(page))
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  ;({ opener, dialog } = await openFromKeyboard(page))
  await dialog.getByRole('button', { name: "J'ai compris" }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('on a phone the dialog fits the screen and hides the table of contents', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const { dialog } = await openFromKeyboard(page)
  await expect(dialog.getByRole('navigation', { name: 'Sommaire' })).toBeHidden()
  const box = await dialog.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(360)
  await expect(dialog.getByRole('button', { name: "J'ai compris" })).toBeInViewport()
  await dialog.getByRole('button', { name: 'Fermer la charte' }).click()
  await expect(dialog).toBeHidden()
})

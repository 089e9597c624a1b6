import { expect, type Page, test } from '@playwright/test'

import { ACTION_NOT_SENT_MESSAGE } from '../../src/errors/actionMessages'

import { password } from './helpers/api'
import { actAsAnotherMachine } from './helpers/clientLimits'
import { signInWithPassword } from './helpers/session'

/**
 * A form whose request does not reach the server (a train's tunnel, a deploy) says so and keeps
 * what was typed, as its message promises. Uncaught, the failure replaced the page with the error
 * page (the form and its fields gone), or React emptied the fields after its action.
 */

/** Every server action the page sends fails on the way, as a broken network fails it. */
async function cutServerActions(page: Page) {
  await page.route('**/*', (route) =>
    route.request().method() === 'POST' && route.request().headers()['next-action'] ? route.abort() : route.fallback(),
  )
}

test('the sign-in forms keep the address typed and say the request did not go through', async ({ page }) => {
  await actAsAnotherMachine()
  await page.goto('/login')
  // The tabs answer once the page is hydrated: after that, the forms send their actions by script.
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const passwordPanel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await expect(passwordPanel).toBeVisible()
  await cutServerActions(page)

  await passwordPanel.getByLabel('Ton e-mail').fill('yanis.benali@tryb.local')
  await passwordPanel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await passwordPanel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(passwordPanel.getByRole('alert')).toHaveText(ACTION_NOT_SENT_MESSAGE)
  await expect(passwordPanel.getByLabel('Ton e-mail')).toHaveValue('yanis.benali@tryb.local')
  await expect(page).toHaveURL(/\/login$/)

  await page.getByRole('tab', { name: 'Lien magique' }).click()
  const magicPanel = page.getByRole('tabpanel', { name: 'Lien magique' })
  await magicPanel.getByLabel('Ton e-mail').fill('yanis.benali@tryb.local')
  await magicPanel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
  await expect(magicPanel.getByRole('alert')).toHaveText(ACTION_NOT_SENT_MESSAGE)
  await expect(magicPanel.getByLabel('Ton e-mail')).toHaveValue('yanis.benali@tryb.local')
  // No countdown: nothing was sent.
  await expect(magicPanel.getByRole('button', { name: 'Recevoir mon lien magique' })).toBeEnabled()

  // The network back, the same form goes through.
  await page.unroute('**/*')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  await passwordPanel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await passwordPanel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a profile form whose request fails keeps the page and every field', async ({ page }) => {
  await signInWithPassword(page, 'ines.lefebvre@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/profile')
  const form = page.getByRole('form', { name: 'Changer mon e-mail' })
  const next = `ailleurs.${Date.now()}@exemple.fr`
  await form.getByLabel('Nouvelle adresse e-mail').fill(next)
  // The form's own check answers only once hydrated: then its action goes by script.
  await form.getByRole('button', { name: 'Changer mon e-mail' }).click()
  await expect(form.getByText('Entre ton mot de passe actuel.', { exact: false }).first()).toBeVisible()
  await cutServerActions(page)

  await form.getByLabel('Mot de passe actuel', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Changer mon e-mail' }).click()
  await expect(form.getByRole('alert')).toHaveText(ACTION_NOT_SENT_MESSAGE)
  await expect(form.getByLabel('Nouvelle adresse e-mail')).toHaveValue(next)
  await expect(form.getByLabel('Mot de passe actuel', { exact: true })).toHaveValue(password)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

import type { Page } from '@playwright/test'

import { password } from './api'

let people = 0

/**
 * The suite signs in a hundred people in a few minutes, all from 127.0.0.1; the site limits
 * sign-ins per client (20 a minute). Each sign-in plays a person on a machine of their own: the
 * browser context sends a test address of its own (10.x.y.z) in X-Forwarded-For, which the e2e
 * server believes from 127.0.0.1 (`trustLoopbackProxy`). Tests of the limits themselves send no
 * such header, and count as the one client they are.
 */
async function actAsAnotherMachine(page: Page) {
  people++
  const address = `10.${process.pid % 250}.${Math.floor(people / 250) % 250}.${(people % 250) + 1}`
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address })
}

/** Signs a member in through the "Mot de passe" tab of /login; returns the tab's panel. */
export async function signInWithPassword(page: Page, email: string, secret = password) {
  await actAsAnotherMachine(page)
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(email)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(secret)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  return panel
}

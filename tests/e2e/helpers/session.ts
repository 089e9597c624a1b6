import type { Page } from '@playwright/test'

import { password } from './api'
import { actAsAnotherMachine } from './clientLimits'

/** Signs a member in through the "Mot de passe" tab of /login; returns the tab's panel. */
export async function signInWithPassword(page: Page, email: string, secret = password) {
  await actAsAnotherMachine()
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(email)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(secret)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  return panel
}

import { expect, test } from '@playwright/test'

import { signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL } from './helpers/api'

/** Payload's machine-translated words replaced where the staff read them every day. */
test('the admin’s lists say "Créer", not "Créer un(e) nouveau ou nouvelle"', async ({ page }) => {
  await signInToAdmin(page, ADMIN_EMAIL, '/admin/collections/members')
  await expect(page.getByRole('link', { name: 'Créer : Membre' })).toBeVisible()
  await expect(page.getByText(/nouveau ou nouvelle/)).toHaveCount(0)
})

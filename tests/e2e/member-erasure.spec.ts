import { expect, test } from '@playwright/test'

import { createThroughApi, memberData, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { expectNoViolationsInEachTest } from './helpers/csp'
import { emailsSoFar, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'

expectNoViolationsInEachTest()

/**
 * A member asks for the deletion of their account from their profile; an admin sees the request
 * in the cockpit with the days left (a late one marked), carries it out in one step confirmed by
 * the member's name; the member gets a last e-mail and cannot sign in any more.
 */
test('an admin carries out a deletion request from the cockpit', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  const email = `partante.${stamp}@exemple.fr`
  const lastName = `Efface${stamp}`
  const name = `Zoé ${lastName}`
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  // Set-up: the member's account, and another request already past its delay.
  const { id } = await createThroughApi(request, headers, 'members', memberData(email, 'Zoé', lastName, 'active'))
  await createThroughApi(request, headers, 'members', {
    ...memberData(`tardive.${stamp}@exemple.fr`, 'Tardive', `Retard${stamp}`, 'active'),
    deletion_requested_at: new Date(Date.now() - 35 * 24 * 60 * 60 * 1000).toISOString(),
  })

  // The member asks, through the profile's screens.
  const memberContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const memberPage = await memberContext.newPage()
  await signInWithPassword(memberPage, email)
  await expect(memberPage).toHaveURL(/\/dashboard$/)
  await memberPage.goto('/profile')
  await memberPage.getByRole('button', { name: 'Supprimer mon compte' }).click()
  await memberPage.getByRole('button', { name: 'Oui, supprimer mon compte' }).click()
  await expect(memberPage.getByRole('status').filter({ hasText: 'Ta demande de suppression' })).toBeVisible()

  // The admin's cockpit: the request with its 30 days, the older one marked late.
  await signInToAdmin(page, ADMIN_EMAIL)
  const panel = page.getByTestId('deletion-requests')
  const row = panel.locator('li').filter({ hasText: name })
  await expect(row).toContainText('30 jours restants')
  await expect(panel.locator('li').filter({ hasText: `Retard${stamp}` })).toContainText('En retard de 5 jours')

  await row.getByRole('button', { name: `Effacer le compte de ${name}…` }).click()
  await expect(row).toContainText('ne peut pas être annulé')
  const confirmation = row.getByLabel(`Tape le nom du membre (${name}) pour confirmer`)
  await confirmation.fill('Quelqu’un d’autre')
  await row.getByRole('button', { name: 'Effacer définitivement' }).click()
  await expect(row.getByRole('status')).toHaveText(
    'Le nom saisi ne correspond pas à celui du membre : rien n’a été effacé.',
  )
  const before = await emailsSoFar()
  await confirmation.fill(name)
  await row.getByRole('button', { name: 'Effacer définitivement' }).click()
  await expect(row.getByRole('status')).toHaveText(
    `Compte effacé : le membre apparaît désormais comme « Membre supprimé n°${id} ».`,
  )

  // Told at the address that is now gone.
  const farewell = await waitForEmail(email, /^Ton compte Tryb a été supprimé$/, before)
  expect(farewell.text).toContain('Cette suppression est définitive')

  // After a reload the request has left the list; the member's record shows the pseudonym.
  await page.reload()
  await expect(page.getByTestId('deletion-requests')).not.toContainText(name)
  await page.goto(`/admin/collections/members/${id}`)
  await expect(page.getByText(`membre-supprime-${id}@efface.invalid`).first()).toBeVisible()

  // The member's session ended, and the password no longer opens anything.
  await memberPage.goto('/profile')
  await expect(memberPage).toHaveURL(/\/login/)
  const login = await signInWithPassword(memberPage, email)
  await expect(login.getByText('E-mail ou mot de passe incorrect.')).toBeVisible()
  await memberContext.close()
})

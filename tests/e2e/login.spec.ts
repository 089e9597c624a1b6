import { expect, test } from '@playwright/test'

import { adminHydrated, signInToAdmin } from './helpers/admin'
import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { emailsSoFar, linkIn, waitForEmail } from './helpers/mail'
import { signInWithPassword } from './helpers/session'
import { activeMembersThroughScreens } from './helpers/throughScreens'

test.describe('password login', () => {
  test('an active member goes to the dashboard, a waitlist member to /welcome (as after the sign-up)', async ({
    page,
  }) => {
    await signInWithPassword(page, 'yanis.benali@tryb.local')
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.context().clearCookies()
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Sarah !')

    // Signed in, /login sends the member on by status.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/welcome$/)

    // On the public pages the header offers the member's bell and account menu instead of the
    // visitor's buttons; a waitlist member's menu leads to their space, not to the dashboard.
    await page.goto('/tarifs')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /^Notifications/ })).toHaveAttribute('href', '/notifications')
    await expect(header.getByRole('link', { name: 'Commencer' })).toHaveCount(0)
    await header.getByRole('button', { name: 'Mon compte', exact: true }).click()
    await expect(header.getByRole('link', { name: 'Mon espace' })).toHaveAttribute('href', '/welcome')
    await expect(header.getByRole('link', { name: 'Mon dashboard' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Mes contributions' })).toHaveCount(0)
  })

  test('the header knows the member at once after signing in, the phone menu too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/tarifs')
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Commencer' }).waitFor()
    // Signing in navigates (no reload): the header, which the layout keeps, follows.
    const panel = await signInWithPassword(page, 'yanis.benali@tryb.local')
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(header.getByRole('button', { name: 'Mon compte', exact: true })).toBeVisible()
    await header.getByLabel('Menu').click()
    const menu = page.getByRole('navigation', { name: 'Navigation mobile' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Connexion' })).toHaveCount(0)
  })

  test('a wrong password is refused in French and the address stays typed', async ({ page }) => {
    const panel = await signInWithPassword(page, 'yanis.benali@tryb.local', 'pas-le-bon-1')
    await expect(panel.getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.')
    await expect(panel.getByLabel('Ton e-mail')).toHaveValue('yanis.benali@tryb.local')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an empty field is named, the message takes focus and is tied to its field', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Mot de passe' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
    const email = panel.getByLabel('Ton e-mail')
    const password = panel.getByLabel('Mot de passe', { exact: true })
    await panel.getByRole('button', { name: 'Se connecter' }).click()
    const alert = panel.getByRole('alert')
    await expect(alert).toHaveText('Entre ton email.')
    await expect(alert).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Entre ton email.')
    await expect(password).not.toHaveAttribute('aria-invalid')

    await email.fill('yanis.benali@tryb.local')
    await panel.getByRole('button', { name: 'Se connecter' }).click()
    await expect(alert).toHaveText('Entre ton mot de passe.')
    await expect(alert).toBeFocused()
    await expect(password).toHaveAccessibleDescription('Entre ton mot de passe.')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await expect(email).toHaveValue('yanis.benali@tryb.local')

    // "Incorrect" cannot say which of the two is wrong: both carry it.
    await password.fill('pas-le-bon-2')
    await panel.getByRole('button', { name: 'Se connecter' }).click()
    await expect(alert).toHaveText('E-mail ou mot de passe incorrect.')
    await expect(alert).toBeFocused()
    await expect(email).toHaveAccessibleDescription('E-mail ou mot de passe incorrect.')
    await expect(password).toHaveAccessibleDescription('E-mail ou mot de passe incorrect.')
  })

  test('an inactive member is refused and holds no session', async ({ page }) => {
    await signInWithPassword(page, 'chloe.fontaine@tryb.local')
    // The right password: why the account is inactive (onboarding.spec.ts follows the request through).
    await expect(page).toHaveURL(/\/login\?error=inactive$/)
    await expect(
      page.getByRole('heading', { name: "Ton compte n'est pas encore actif ou a été désactivé." }),
    ).toBeFocused()
    await page.goto('/thanks')
    await expect(page).toHaveURL(/\/login\?next=%2Fthanks$/)
  })

  test('a member deactivated while signed in loses the dashboard at once', async ({ page, browser, request }) => {
    test.setTimeout(180_000)
    const stamp = Date.now()
    const email = `desactivee.${stamp}@exemple.fr`
    await activeMembersThroughScreens(browser, [{ firstName: 'Désactivée', lastName: `Essai${stamp}`, email }])
    await signInWithPassword(page, email)
    await expect(page).toHaveURL(/\/dashboard$/)

    // An admin sets the member's status to "Inactif" on their page of the admin. Deactivation ends
    // every session of the member, so the next visit is a signed-out one.
    const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: await staffHeaders(request, ADMIN_EMAIL),
    })
    const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await signInToAdmin(admin, ADMIN_EMAIL, `/admin/collections/members/${id}`)
    await adminHydrated(admin)
    await admin.locator('#field-status .react-select').click()
    await admin.getByRole('option', { name: 'Inactif', exact: true }).click()
    await admin.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect(admin.getByText('Mis à jour avec succès.')).toBeVisible()
    await admin.context().close()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/)
    // A session that outlived it anyway (the guard's unit test) is sent here, signed out:
    await page.goto('/login?error=dashboard')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Accès refusé — Seuls les membres actifs peuvent accéder au dashboard.',
    )
  })

  test('the tabs work from the keyboard and the password can be shown', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('tab', { name: 'Lien magique' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Mot de passe' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Mot de passe' })).toHaveAttribute('aria-selected', 'true')
    const field = page.getByRole('tabpanel', { name: 'Mot de passe' }).getByLabel('Mot de passe', { exact: true })
    await field.fill('secret123')
    await expect(field).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click()
    await expect(field).toHaveAttribute('type', 'text')
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup')
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })
})

test.describe('magic link', () => {
  test('e-mails a single-use link that signs the member in, with a persisted resend countdown', async ({ page }) => {
    test.setTimeout(90_000)
    const email = 'julie.roux@tryb.local'
    const before = await emailsSoFar()
    await page.goto('/login')
    const panel = page.getByRole('tabpanel', { name: 'Lien magique' })
    await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
    await expect(panel.getByRole('alert')).toHaveText('Entre ton email.')
    await expect(panel.getByRole('alert')).toBeFocused()
    await expect(panel.getByLabel('Ton e-mail')).toHaveAccessibleDescription('Entre ton email.')

    await panel.getByLabel('Ton e-mail').fill(email)
    await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
    await expect(panel.getByRole('status')).toHaveText('📬 Lien magique envoyé !')
    await expect(panel.getByRole('status')).toBeFocused()
    await expect(panel.getByRole('button', { name: /^Renvoyer dans \d+s$/ })).toBeDisabled()
    await page.reload()
    await expect(page.getByRole('button', { name: /^Renvoyer dans \d+s$/ })).toBeDisabled()

    const received = await waitForEmail(email, /lien de connexion/, before)
    const link = linkIn(received)
    expect(new URL(link).pathname).toBe('/auth/callback')
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Julie !')

    // The same link a second time is spent.
    await page.context().clearCookies()
    await page.goto(link)
    await expect(page).toHaveURL(/\/login\?error=auth$/)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Aucun utilisateur connecté — La connexion a échoué : le lien est peut-être expiré ou déjà utilisé. Demande un nouveau lien.',
    )
  })

  test('the callback without a link: a session decides where to go; with none, "Aucun utilisateur connecté"', async ({
    page,
  }) => {
    await page.goto('/auth/callback')
    await expect(page).toHaveURL(/\/login\?error=auth$/)
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Aucun utilisateur connecté')

    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.goto('/auth/callback')
    await expect(page).toHaveURL(/\/welcome$/)
  })

  test('the server refuses a resend within the cooldown even without the page’s countdown', async ({ page }) => {
    const email = 'hugo.martin@tryb.local'
    for (const attempt of [1, 2]) {
      await page.goto('/login')
      await page.evaluate(() => window.localStorage.clear())
      await page.reload()
      const panel = page.getByRole('tabpanel', { name: 'Lien magique' })
      await panel.getByLabel('Ton e-mail').fill(email)
      await panel.getByRole('button', { name: 'Recevoir mon lien magique' }).click()
      if (attempt === 1) await expect(panel.getByRole('status')).toHaveText('📬 Lien magique envoyé !')
      else await expect(panel.getByRole('alert')).toHaveText(/^Patiente \d+s avant un nouvel envoi\.$/)
    }
  })
})

test.describe('sign-out and guards', () => {
  test('signing out ends the session; member pages then ask for a sign-in', async ({ page }) => {
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.getByRole('button', { name: 'Se déconnecter' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Commencer' })).toBeVisible()
    await page.goto('/welcome')
    await expect(page).toHaveURL(/\/login\?next=%2Fwelcome$/)
  })

  test('a sign-out link opened from another site ends no session', async ({ page }) => {
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.goto('/auth/signout?next=%2Fwelcome')
    await expect(page).toHaveURL(/\/welcome$/)
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  })

  test('/welcome greets a waitlist member and keeps the dashboard for later', async ({ page }) => {
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.goto('/welcome')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue Sarah !')
    await expect(page.getByRole('button', { name: 'Dashboard (disponible après activation)' })).toBeDisabled()
    // What the page asks for comes first, and works.
    const complete = page.getByRole('link', { name: 'Compléter mon profil' })
    await complete.focus()
    await expect(complete).toBeFocused()
    await complete.click()
    await expect(page).toHaveURL(/\/profile$/)
  })
})

test.describe('password reset', () => {
  test('a reset link sets a new password, signs the member in, and works once', async ({ page }) => {
    test.setTimeout(90_000)
    const email = 'karim.haddad@tryb.local'
    const before = await emailsSoFar()
    await page.goto('/reset-password')
    await page.getByLabel('Ton e-mail').fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email invalide — Adresse e-mail invalide.')

    await page.getByLabel('Ton e-mail').fill(email)
    await page.getByRole('button', { name: 'Recevoir un lien de réinitialisation' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      "Email envoyé — Si un compte existe avec cet e-mail, un lien de réinitialisation vient d'être envoyé.",
    )
    await expect(page.getByRole('button', { name: /^Renvoyer dans \d+s$/ })).toBeDisabled()

    const link = linkIn(await waitForEmail(email, /mot de passe/, before))
    expect(new URL(link).pathname).toBe('/auth/reset')
    await page.goto(link)
    await expect(page).toHaveURL(/\/auth\/reset$/)
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-2026')
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('autre-chose-2026')
    await page.getByRole('button', { name: 'Mettre à jour mon mot de passe' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas.')
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-2026')
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('nouveau-mdp-2026')
    await page.getByRole('button', { name: 'Mettre à jour mon mot de passe' }).click()
    await expect(page).toHaveURL(/\/welcome\?reset=1$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Mot de passe mis à jour ✅')

    // The new password works, the old one no longer does.
    await page.context().clearCookies()
    await signInWithPassword(page, email, password)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail ou mot de passe incorrect.')
    await signInWithPassword(page, email, 'nouveau-mdp-2026')
    await expect(page).toHaveURL(/\/welcome$/)

    // A spent link says so, then leads to a new request.
    await page.goto(link)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Lien expiré. Demande un nouveau lien.')
    await expect(page).toHaveURL(/\/reset-password$/, { timeout: 10_000 })
  })
})

test.describe('sessions', () => {
  test('an open member page refreshes the session before it expires', async ({ page }) => {
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    await page.clock.install()
    await page.goto('/thanks')
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/members/refresh-token'))
    // The session lasts 2 hours: 1 h 59 min later, less than 90 s remain.
    await page.clock.fastForward('01:59:00')
    expect((await refreshed).status()).toBe(200)
  })

  test('a cookie sent from another site authenticates nothing (CSRF)', async ({ page }) => {
    await signInWithPassword(page, 'sarah.petit@tryb.local')
    await expect(page).toHaveURL(/\/welcome$/)
    const fromThePage = await page.evaluate(
      async () => (await (await fetch('/api/members/me')).json()) as { user: { id: number; email: string } | null },
    )
    expect(fromThePage.user?.email).toBe('sarah.petit@tryb.local')
    // Same cookie, from elsewhere: another origin, or a client that does not say where it comes from.
    const noOrigin = await page.request.get('/api/members/me')
    expect(((await noOrigin.json()) as { user: unknown }).user).toBeNull()
    const crossSite = await page.request.get('/api/members/me', { headers: { Origin: 'https://ailleurs.example' } })
    expect(((await crossSite.json()) as { user: unknown }).user).toBeNull()
    const write = await page.request.patch(`/api/members/${fromThePage.user!.id}`, {
      headers: { Origin: 'https://ailleurs.example' },
      data: { first_name: 'Pirate' },
    })
    expect(write.status()).toBe(403)
    const after = await page.evaluate(
      async () => (await (await fetch('/api/members/me')).json()) as { user: { first_name: string } },
    )
    expect(after.user.first_name).toBe('Sarah')
  })
})

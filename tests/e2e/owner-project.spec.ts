import { expect, test, type APIRequestContext } from '@playwright/test'

import { ADMIN_EMAIL, password, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

type Headers = Record<string, string>
type ProjectDoc = { id: number; slug: string; title: string; status: string; votes_count: number }

const OWNER_EMAIL = 'thomas.nguyen@tryb.local'
const VOTER_EMAIL = 'ines.lefebvre@tryb.local'

async function memberId(request: APIRequestContext, headers: Headers, email: string) {
  const found = await request.get(`/api/members?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0].id
}

/** A project written by the admin through the REST API, then moved to `status` as the admin would. */
async function projectFor(
  request: APIRequestContext,
  headers: Headers,
  ownerEmail: string,
  data: Record<string, unknown>,
  status: string,
) {
  const created = await request.post('/api/projects', {
    headers,
    data: {
      summary: 'Un projet de test pour vérifier ce que son porteur peut faire sur sa page.',
      primary_target: 'Solopreneurs du numérique',
      owner: await memberId(request, headers, ownerEmail),
      status: 'pending',
      ...data,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const project = ((await created.json()) as { doc: ProjectDoc }).doc
  if (status !== 'pending') {
    const moved = await request.patch(`/api/projects/${project.id}`, { headers, data: { status } })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  return project
}

async function stored(request: APIRequestContext, headers: Headers, id: number) {
  return (await (await request.get(`/api/projects/${id}?depth=0`, { headers })).json()) as ProjectDoc
}

test('the owner of an approved visibility project: the transfer to make, then a modification request', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await projectFor(
    request,
    headers,
    OWNER_EMAIL,
    { title: `Mon projet validé ${Date.now()}`, request_type: 'visibility' },
    'approved',
  )

  await signInWithPassword(page, OWNER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  await expect(page.getByTestId('project-banner')).toHaveText(
    "Validé. Paiement requis sous 24h pour planifier l'exposition.",
  )
  const manage = page.locator('section[aria-labelledby="gerer"]')
  await expect(manage.getByRole('heading', { name: 'Gérer mon projet', level: 2 })).toBeVisible()
  // The owner never sees the declaration form.
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toHaveCount(0)
  // Not public yet: the vote is not offered as a button that fails, the owner is told when it opens.
  await expect(page.getByTestId('vote-button')).toBeDisabled()
  await expect(page.getByTestId('vote-button')).toHaveAccessibleDescription('Le vote ouvre quand le projet est publié.')

  // The approval opened the payment: the amount and the deadline in Paris time, the billing
  // details (asked once: an earlier test may have given them), then the transfer to make.
  const payment = manage.getByTestId('payment-section')
  await expect(payment).toContainText('À payer : 100,00 € avant le')
  await expect(payment).toContainText('(heure de Paris)')
  if (await payment.getByLabel('Nom ou raison sociale').count()) {
    await payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()
    await expect(payment.getByRole('alert')).toHaveText('Indique le nom ou la raison sociale à facturer.')
    await payment.getByLabel('Nom ou raison sociale').fill('Olivia Conseil')
    await payment.getByLabel('Adresse de facturation').fill('1 rue du Port, 44000 Nantes')
    await payment.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click()
  }
  await expect(payment).toContainText('FR76 3000 6000 0112 3456 7890 189')
  await expect(payment).toContainText(new RegExp(`TRYB-${project.id}-[A-Z2-9]{4}`))

  // A request needs notes: nothing is sent without them.
  const send = manage.getByRole('button', { name: 'Envoyer la demande' })
  await send.click()
  await expect(manage.getByRole('alert')).toHaveText('Décris la modification que tu souhaites.')
  await expect(manage.getByLabel('Ce que tu souhaites modifier')).toBeFocused()
  await expect(manage.getByLabel('Ce que tu souhaites modifier')).toHaveAttribute('aria-invalid', 'true')
  await manage.getByLabel('Ce que tu souhaites modifier').fill('   ')
  await send.click()
  await expect(manage.getByRole('alert')).toHaveText('Décris la modification que tu souhaites.')
  expect((await stored(request, headers, project.id)).status).toBe('approved')

  await manage.getByLabel('Ce que tu souhaites modifier').fill('Je voudrais changer l’image principale et le résumé.')
  await send.click()
  await expect(manage.getByRole('status')).toHaveText('Demande envoyée')
  await expect(page.getByTestId('project-banner')).toHaveText("Des modifications sont demandées par l'équipe.")
  await expect(manage.getByTestId('payment-section')).toHaveCount(0)
  expect((await stored(request, headers, project.id)).status).toBe('mod_requested')

  // Once a request is open, the form is not offered again; the owner reads their request back.
  await page.reload()
  await expect(manage.getByText('Une demande de modification est en cours pour ce projet.')).toBeVisible()
  await expect(manage.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0)
  await expect(manage.getByTestId('latest-change-request')).toHaveText(
    /^Ta demande\s*Je voudrais changer l’image principale et le résumé\.$/,
  )
})

test('the owner reads the team’s request for changes', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await projectFor(
    request,
    headers,
    OWNER_EMAIL,
    { title: `Projet à reprendre ${Date.now()}`, request_type: 'visibility' },
    'approved',
  )
  const asked = await request.patch(`/api/projects/${project.id}`, {
    headers,
    data: { status: 'mod_requested', moderation_notes: 'Ajoute une capture de ton produit.' },
  })
  expect(asked.status(), await asked.text()).toBe(200)

  await signInWithPassword(page, OWNER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  await expect(page.getByTestId('project-banner')).toHaveText("Des modifications sont demandées par l'équipe.")
  const manage = page.locator('section[aria-labelledby="gerer"]')
  await expect(manage.getByTestId('latest-change-request')).toHaveText(
    /^Dernière demande de l’équipe\s*Ajoute une capture de ton produit\.$/,
  )
  await expect(manage.getByRole('button', { name: 'Envoyer la demande' })).toHaveCount(0)
  await expect(manage.getByTestId('payment-section')).toHaveCount(0)
  // The owner corrects the project from the submission form.
  await manage.getByRole('link', { name: 'Corriger mon projet' }).click()
  await expect(page).toHaveURL(`/project-submit?modifier=${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier mon projet')
})

test('another member sees no owner section', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const project = await projectFor(
    request,
    headers,
    OWNER_EMAIL,
    { title: `Idée publiée ${Date.now()}`, request_type: 'feedback' },
    'published',
  )
  await signInWithPassword(page, VOTER_EMAIL)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  await expect(page.getByRole('heading', { name: 'Gérer mon projet' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toBeVisible()
})

test('community cards: a visitor is sent to sign in; a member votes and un-votes from the card', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const title = `Idée à voter ${Date.now()}`
  const project = await projectFor(request, headers, OWNER_EMAIL, { title, request_type: 'feedback' }, 'published')
  const listPath = '/communaute/feedbacks'

  // The newest feedback project comes first in its list.
  await page.goto(listPath)
  const card = page.getByTestId('project-card').filter({ hasText: title })
  await expect(card.getByTestId('vote-count')).toHaveText('0 vote')
  await card.getByTestId('vote-button').click()
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(listPath)}`)

  // Signing in from there comes back to the list.
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill(VOTER_EMAIL)
  await panel.getByLabel('Mot de passe', { exact: true }).fill(password)
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(listPath)

  const vote = card.getByRole('button', { name: new RegExp(`^Voter pour ${title}`) })
  await expect(vote).toHaveAttribute('aria-pressed', 'false')
  await vote.click()
  await expect(card.getByTestId('vote-count')).toHaveText('1 vote')
  const voted = card.getByRole('button', { name: new RegExp(`^Voté pour ${title}`) })
  await expect(voted).toHaveAttribute('aria-pressed', 'true')
  await expect.poll(async () => (await stored(request, headers, project.id)).votes_count).toBe(1)

  // The cached page shows the new count, and the member's own vote comes from the server.
  await page.reload()
  await expect(card.getByTestId('vote-count')).toHaveText('1 vote')
  await expect(voted).toHaveAttribute('aria-pressed', 'true')

  // From the keyboard: the vote is taken back and focus stays on the button.
  await voted.focus()
  await page.keyboard.press('Enter')
  await expect(card.getByTestId('vote-count')).toHaveText('0 vote')
  await expect(vote).toHaveAttribute('aria-pressed', 'false')
  await expect(vote).toBeFocused()
  await expect.poll(async () => (await stored(request, headers, project.id)).votes_count).toBe(0)
  await page.reload()
  await expect(card.getByTestId('vote-count')).toHaveText('0 vote')
  await expect(vote).toHaveAttribute('aria-pressed', 'false')

  // Every card of the community home has its vote button.
  await page.goto('/communaute')
  const cards = page.getByTestId('project-card')
  await expect(cards.getByTestId('vote-button')).toHaveCount(await cards.count())
})

test('a waitlist member sees the cards’ vote buttons disabled with the notice', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const title = `Idée liste d’attente ${Date.now()}`
  await projectFor(request, headers, OWNER_EMAIL, { title, request_type: 'feedback' }, 'published')
  await signInWithPassword(page, 'julie.roux@tryb.local')
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/communaute/feedbacks')
  const card = page.getByTestId('project-card').filter({ hasText: title })
  await expect(card.getByTestId('vote-button')).toBeDisabled()
  await expect(card.getByText('Vote disponible après activation de ton compte.')).toBeVisible()
})

import { expect, test } from '@playwright/test'

import { ADMIN_EMAIL, staffHeaders } from './helpers/api'

/**
 * Addresses no route can serve, against the production build: the site's French 404 for pages,
 * French JSON for the API, never a 500 or Next's and Payload's English defaults.
 */

test('a page address that does not decode, or holds a NUL, is the French 404', async ({ page }) => {
  for (const path of ['/p/%ff', '/p/x%00', '/communaute/%E0%A4%A', '/%00']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: "Cette page n'existe pas." })).toBeVisible()
  }
})

test('the API: malformed ids and queries are French 4xx, an unaccepted method a French 405', async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const cases: Array<[string, number]> = [
    ['/api/projects/%ff', 400],
    ['/api/projects/x%00', 400],
    ["/api/users/1'%20OR%201=1--", 404],
    ['/api/projects?limit=1.5', 400],
    ['/api/projects?page=99999999999999999999', 400],
    ['/api/projects?where=abc', 400],
    ['/api/projects?where[id][equals]=abc', 400],
  ]
  for (const [path, status] of cases) {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(status)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message, path).toMatch(/^(Un paramètre|Cette adresse)/)
  }
  // The loose id must not have touched user 1.
  const patched = await request.patch("/api/users/1'%20OR%201=1--", { headers, data: { name: 'piraté' } })
  expect(patched.status()).toBe(404)

  const wrongMethod = await request.get('/api/members/login')
  expect(wrongMethod.status()).toBe(405)
  expect(await wrongMethod.json()).toEqual({
    errors: [{ message: 'Cette adresse de l’API n’accepte pas cette méthode.' }],
  })
})

test('the staff preview refuses a path with a NUL before the route runs: a French 400', async ({ request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const response = await request.get('/api/preview?path=%2Fx%00', { headers, maxRedirects: 0 })
  expect(response.status()).toBe(400)
  expect(await response.json()).toEqual({ errors: [{ message: 'Un paramètre de la requête n’a pas le bon format.' }] })
})

test('pages and route handlers with malformed query parameters answer without a server error', async ({
  page,
  request,
}) => {
  // About a hundred page loads, each rendered on the server: minutes on a busy 2-core machine.
  test.setTimeout(300_000)
  const pages = ['/communaute/feedbacks', '/communaute/visibilite', '/login', '/project-submit', '/welcome', '/thanks']
  const memberPages = ['/dashboard', '/contributions']
  const queries = [
    'page=-1',
    'page=abc',
    'page=99999999999999999999',
    'page=1.5',
    'actions=%00',
    'statut=%ff',
    'next=%00',
    'next=//ailleurs.example',
    'error=%00',
    'notice=<script>',
    'type=visibility&type=feedback',
    'page[]=1',
  ]
  const check = async (path: string) => {
    const response = await page.goto(path)
    expect(response?.status() ?? 0, path).toBeLessThan(500)
    await expect(page.locator('body'), path).not.toContainText(
      /Application error|Internal Server Error|Something went wrong/,
    )
  }
  for (const path of pages) for (const query of queries) await check(`${path}?${query}`)
  await page.goto('/login')
  await page.getByRole('tab', { name: 'Mot de passe' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Mot de passe' })
  await panel.getByLabel('Ton e-mail').fill('camille.durand@tryb.local')
  await panel.getByLabel('Mot de passe', { exact: true }).fill(process.env.E2E_PASSWORD ?? '')
  await panel.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  for (const path of memberPages) for (const query of queries) await check(`${path}?${query}`)

  for (const path of [
    '/api/health?x=%00',
    '/api/preview?path=%ff',
    '/auth/signout?next=%00',
    '/profile/export?format=%00',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeLessThan(500)
  }
})

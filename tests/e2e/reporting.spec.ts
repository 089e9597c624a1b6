import { readFileSync } from 'node:fs'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { REPORT_CSV_HEADER_MESSAGE } from '../../src/domain/reports/reportCsv'
import { parisWeekMonday } from '../../src/domain/weeks'
import { createThroughApi, memberData } from './helpers/admin'
import { ADMIN_EMAIL, staffHeaders } from './helpers/api'
import { signInWithPassword } from './helpers/session'

type Headers = Record<string, string>

/** A member of this test's own, made by an admin through the REST API. */
async function freshMember(request: APIRequestContext, headers: Headers) {
  const email = `porteur.${Date.now()}@exemple.fr`
  const { id } = await createThroughApi(request, headers, 'members', memberData(email, 'Paula', 'Porteuse', 'active'))
  return { email, id }
}

/** A visibility project of `owner`, taken by the admin through its statuses to scheduled (last week). */
async function scheduledProject(request: APIRequestContext, headers: Headers, owner: number) {
  const created = await request.post('/api/projects', {
    headers,
    data: {
      title: `Campagne reporting ${Date.now()}`,
      request_type: 'visibility',
      summary: 'Un projet de test pour vérifier le reporting du lundi de la Tryb.',
      primary_target: 'Solopreneurs du numérique',
      owner,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const project = ((await created.json()) as { doc: { id: number; slug: string } }).doc
  const patch = async (data: Record<string, unknown>) => {
    const response = await request.patch(`/api/projects/${project.id}`, { headers, data })
    expect(response.status(), await response.text()).toBe(200)
  }
  await patch({ status: 'approved' })
  await patch({
    status: 'scheduled',
    exposure_week_start: parisWeekMonday(new Date(), -1).toISOString(),
    // Not what this test is about: the admin waives the payment (the scheduling gate).
    payment_override_reason: 'Campagne de test : payée hors de Tryb.',
  })
  return project
}

const csvFile = (text: string, name = 'reporting.csv') => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })

test('the owner of a scheduled visibility project sends the Monday reporting', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await freshMember(request, headers)
  const project = await scheduledProject(request, headers, owner.id)

  await signInWithPassword(page, owner.email)
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  const section = page.getByRole('region', { name: 'Reporting du lundi' })
  await expect(section.getByRole('heading', { name: 'Reporting du lundi' })).toBeVisible()
  const text = section.getByLabel('Ton reporting (texte)')
  const file = section.getByLabel('Fichier CSV')
  const send = section.getByRole('button', { name: 'Envoyer le reporting' })

  // Nothing given.
  await send.click()
  await expect(section.getByRole('alert')).toHaveText('Veuillez fournir un reporting (texte ou fichier)')
  await expect(text).toBeFocused()
  await expect(text).toHaveAttribute('aria-invalid', 'true')

  // A CSV whose header lacks the columns is refused before sending.
  await file.setInputFiles(csvFile('plateforme,lien,type\nlinkedin,https://linkedin.com/posts/1,like\n', 'mauvais.csv'))
  await expect(section.getByRole('alert')).toHaveText(
    `Impossible d'envoyer le reporting : ${REPORT_CSV_HEADER_MESSAGE}`,
  )
  await text.fill('Une semaine chargée : https://www.linkedin.com/posts/semaine')
  await send.click()
  await expect(section.getByRole('alert')).toHaveText(/Le fichier CSV doit contenir les colonnes/)
  await expect(file).toBeFocused()

  // The template the form offers: French column names, semicolons as French Excel writes them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Télécharger le modèle CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('modele-reporting-tryb.csv')
  const template = readFileSync(await download.path(), 'utf8')
  expect(template.split('\r\n')[0]).toBe('\uFEFFplateforme;lien;type_action;auteur;vues')

  // Text and the template filled in: the form takes what its own template says.
  const filled = [
    template.split('\r\n')[0],
    'linkedin;https://www.linkedin.com/posts/1;like;@ana;1200',
    'linkedin;https://www.linkedin.com/posts/1;commentaire;@ana;',
  ].join('\r\n')
  await file.setInputFiles(csvFile(filled))
  await send.click()
  await expect(section.getByRole('status')).toHaveText('Reporting envoyé')
  await expect(text).toHaveValue('')

  const reports = await request.get(`/api/project-reports?where[project][equals]=${project.id}&depth=0`, { headers })
  const docs = (
    (await reports.json()) as { docs: { report_text: string; report_file: number | null; member: number }[] }
  ).docs
  expect(docs).toEqual([
    expect.objectContaining({
      member: owner.id,
      report_text: 'Une semaine chargée : https://www.linkedin.com/posts/semaine',
      report_file: expect.any(Number),
    }),
  ])
})

test('other members and visitors do not see the reporting form', async ({ page, request }) => {
  const headers = await staffHeaders(request, ADMIN_EMAIL)
  const owner = await freshMember(request, headers)
  const project = await scheduledProject(request, headers, owner.id)

  await page.goto(`/p/${project.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reporting du lundi' })).toHaveCount(0)

  await signInWithPassword(page, 'hugo.martin@tryb.local')
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto(`/p/${project.slug}`)
  await expect(page.getByRole('heading', { name: 'Déclarer une action' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Reporting du lundi' })).toHaveCount(0)
})

import { expect, type Browser, type Page } from '@playwright/test'

import { signInToAdmin } from './admin'
import { ADMIN_EMAIL, password } from './api'
import { actAsAnotherMachine } from './clientLimits'
import { heroImage } from './images'
import { emailsSoFar, linkIn, waitForEmail } from './mail'

/**
 * The state a journey starts from, made as people make it: a newcomer signs up, confirms the
 * address from the e-mail and is accepted by an admin from "Candidatures"; a project is opened by
 * the team from its board. No test of a user's flow sets state over REST (issue 43: a missing
 * screen once passed its tests that way).
 */

export type Newcomer = { firstName: string; lastName: string; email: string }

/** Signs up at /signup and confirms the address; the member is on the waiting list. */
export async function signUpThroughScreens(browser: Browser, person: Newcomer) {
  await actAsAnotherMachine()
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const seen = await emailsSoFar()
    await page.goto('/signup')
    const main = page.getByRole('main')
    await main.getByLabel('Prénom').fill(person.firstName)
    await main.getByLabel('Nom', { exact: true }).fill(person.lastName)
    await main.getByLabel('E-mail').fill(person.email)
    await main.getByLabel('Mot de passe', { exact: true }).fill(password)
    await main.getByLabel('Confirmation du mot de passe', { exact: true }).fill(password)
    await main.getByLabel('Relations LinkedIn').fill('500')
    await main.getByLabel('Lien de ton projet ou MVP').fill('mon-projet.fr')
    await main.getByRole('button', { name: 'Lire la charte' }).click()
    await page.getByRole('dialog', { name: 'Charte' }).getByRole('button', { name: "J'ai compris" }).click()
    await expect(main.getByRole('checkbox', { name: 'J’accepte la charte de la Tryb.' })).toBeChecked()
    await main.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page).toHaveURL(/\/welcome\?notice=created$/)
    await page.goto(linkIn(await waitForEmail(person.email, /Confirme ton adresse/, seen)))
    await expect(page.getByRole('main').getByRole('status')).toContainText('Adresse e-mail confirmée ✅')
  } finally {
    await context.close()
  }
}

/** An admin accepts `person` from "Candidatures" (newest first), confirming when the community is full. */
export async function acceptInCandidatures(admin: Page, person: Newcomer) {
  await admin.goto('/admin/candidatures')
  const name = `${person.firstName} ${person.lastName}`
  await admin.getByRole('button', { name: new RegExp(`^${name}`) }).click()
  const sheet = admin.getByRole('dialog', { name })
  await sheet.getByRole('button', { name: 'Accepter', exact: true }).click()
  const toast = admin.getByRole('region', { name: /^Notifications/ }).getByText('Membre activé & email envoyé ✅')
  const anyway = sheet.getByRole('button', { name: 'Accepter quand même' })
  await expect(toast.or(anyway)).toBeVisible()
  if (await anyway.isVisible()) await anyway.click()
  await expect(toast).toBeVisible()
}

/** An admin pauses `person` from "Candidatures": their account becomes inactive. */
export async function pauseInCandidatures(browser: Browser, person: Newcomer) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const admin = await context.newPage()
    await signInToAdmin(admin, ADMIN_EMAIL, '/admin/candidatures')
    const name = `${person.firstName} ${person.lastName}`
    await admin.getByRole('button', { name: new RegExp(`^${name}`) }).click()
    await admin.getByRole('dialog', { name }).getByRole('button', { name: 'Mettre en pause' }).click()
    await expect(
      admin.getByRole('region', { name: /^Notifications/ }).getByText('Membre mis en pause ✅'),
    ).toBeVisible()
  } finally {
    await context.close()
  }
}

/** New active members, each signed up and confirmed by themselves, then accepted by one admin. */
export async function activeMembersThroughScreens(browser: Browser, people: Newcomer[]) {
  for (const person of people) await signUpThroughScreens(browser, person)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const admin = await context.newPage()
    await signInToAdmin(admin, ADMIN_EMAIL, '/admin/candidatures')
    for (const person of people) await acceptInCandidatures(admin, person)
  } finally {
    await context.close()
  }
}

/** The team's moderation sheet of a project, opened from the board by its title (a button in its row). */
export async function projectSheetOnBoard(admin: Page, title: string) {
  await admin.goto('/admin/projets')
  await admin.getByRole('button', { name: title, exact: true }).first().click()
  const sheet = admin.getByRole('dialog', { name: title })
  await expect(sheet).toBeVisible()
  return sheet
}

export type FeedbackProject = { title: string; summary: string; target: string; askedFor: string }

/** The owner sends a feedback request from /project-submit (a picture included); returns its slug. */
export async function submitFeedbackProject(owner: Page, project: FeedbackProject) {
  await owner.goto('/project-submit?type=feedback')
  await owner.getByLabel('Titre du projet').fill(project.title)
  await owner.getByLabel('Résumé').fill(project.summary)
  await owner.getByLabel('Lien MVP').fill('mon-projet.fr')
  await owner.getByLabel('Cible principale').fill(project.target)
  await owner.getByLabel(/^Image principale/).setInputFiles(await heroImage())
  await expect(owner.getByText('Image enregistrée avec succès !')).toBeVisible()
  await owner.getByLabel('Texte alternatif de l’image').fill(`Capture de ${project.title}`)
  await owner.getByLabel('Ce que je cherche').fill(project.askedFor)
  await owner.getByLabel(/J’accepte la charte/).check()
  await owner.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await expect(owner).toHaveURL(/\/p\/[^/]+$/)
  return decodeURIComponent(new URL(owner.url()).pathname.split('/').pop()!)
}

/** The team publishes a pending project from its board's sheet. */
export async function publishFromBoard(browser: Browser, title: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const admin = await context.newPage()
    await signInToAdmin(admin, ADMIN_EMAIL, '/admin/projets')
    const sheet = await projectSheetOnBoard(admin, title)
    await sheet.getByRole('button', { name: 'Publier' }).click()
    // The sheet closes once the decision is saved (a refusal keeps it open with its message).
    await expect(sheet).toBeHidden()
  } finally {
    await context.close()
  }
}

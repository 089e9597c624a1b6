import { describe, expect, it } from 'vitest'

import { memberModerationPath } from '@/domain/applications/adminApplications'
import { MODERATION_QUEUES, projectModerationPath, type QueueFigures } from '@/domain/moderation/moderationQueues'
import { accountDeletionRequestedEmail } from '@/email/templates/accountDeletionRequested'
import { lateDigestEmail } from '@/email/templates/lateDigestEmail'
import { projectAwaitingModeration } from '@/email/templates/projectAwaitingModeration'
import { ownerChangeRequestEmail } from '@/email/templates/projectModeration'

/**
 * Every e-mail to the team leads to the moderation view of its object (a project's sheet, the
 * member in the candidatures view, a queue's view), never to Payload's generic record editor
 * (`/admin/collections/<slug>/<id>`), and carries the staff's footer.
 */
const SITE = 'https://tryb.example'
const recordEditor = /\/admin\/collections\/[a-z-]+\/\d+/

const links = (email: { text: string; html?: string }) => [
  ...new Set([...`${email.text} ${email.html ?? ''}`.matchAll(/https:\/\/tryb\.example[^\s"'<>)]*/g)].map((m) => m[0])),
]

describe('the team’s e-mails', () => {
  const late: QueueFigures = { count: 3, oldest: new Date('2026-11-20T08:00:00Z'), late: 2 }
  const emails = {
    projectAwaitingModeration: {
      to: 'admin@tryb.local',
      ...projectAwaitingModeration({
        title: 'Atelier Compta',
        requestType: 'visibility',
        adminUrl: `${SITE}${projectModerationPath(14)}`,
      }),
    },
    ownerChangeRequest: ownerChangeRequestEmail({
      to: 'admin@tryb.local',
      title: 'Atelier Compta',
      adminUrl: `${SITE}${projectModerationPath(14)}`,
      notes: 'Je change de cible.',
    }),
    accountDeletionRequested: accountDeletionRequestedEmail({
      to: 'admin@tryb.local',
      member: { first_name: 'Inès', last_name: 'Essai', email: 'ines@tryb.local' },
      requestedAt: new Date('2026-11-26T08:00:00Z'),
      adminUrl: `${SITE}${memberModerationPath(36)}`,
    }),
    lateDigest: lateDigestEmail({
      to: 'admin@tryb.local',
      queues: Object.fromEntries(MODERATION_QUEUES.map((queue) => [queue, late])) as Parameters<
        typeof lateDigestEmail
      >[0]['queues'],
      now: new Date('2026-11-26T08:00:00Z'),
      siteUrl: SITE,
    }),
  }

  it.each(Object.entries(emails))('%s leads to a moderation view, never a record editor', (_, email) => {
    const found = links(email)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter((link) => recordEditor.test(link))).toEqual([])
    expect(email.text).toContain('tu fais partie de l’équipe')
  })

  it('names each object’s view', () => {
    expect(links(emails.projectAwaitingModeration)).toContain(`${SITE}/admin/projets?projet=14`)
    expect(links(emails.ownerChangeRequest)).toContain(`${SITE}/admin/projets?projet=14`)
    expect(links(emails.accountDeletionRequested)).toContain(`${SITE}/admin/candidatures?onglet=toutes&membre=36`)
  })
})

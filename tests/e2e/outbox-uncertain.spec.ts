import { expect, test } from '@playwright/test'
import pg from 'pg'

import { OUTBOX_MESSAGES } from '../../src/domain/email/outboxMessages'
import { ADMIN_EMAIL } from './helpers/api'
import { signInToAdmin } from './helpers/admin'

/**
 * A message whose outcome is uncertain (its worker died after the whole message went out, before
 * the server's answer: what the outbox's recovery leaves, `tests/int/outbox-doubles.int.test.ts`)
 * is shown to the admins as "Issue incertaine" on /admin/envois, and is sent again only when one
 * of them presses "Renvoyer".
 */
test('the e-mail log shows an uncertain message as such; an admin resends it knowingly', async ({ page }) => {
  const database = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await database.connect()
  const subject = `Issue incertaine ${Date.now()}`
  const { rows } = await database.query<{ id: number }>(
    `insert into payload_jobs (task_slug, input, has_error, error, total_tried, processing)
     values ('sendEmail', $1, true, $2, 0, false) returning id`,
    [
      {
        to: 'membre@exemple.fr',
        subject,
        text: 'Un message dont le serveur n’a jamais confirmé la réception.',
        messageId: `<${crypto.randomUUID()}@tryb.local>`,
        deliveryMessageEndAt: new Date().toISOString(),
      },
      { message: OUTBOX_MESSAGES.uncertainError, cancelled: true },
    ],
  )
  const id = rows[0].id
  try {
    await signInToAdmin(page, ADMIN_EMAIL, '/admin/envois')
    const row = page.getByTestId(`email-${id}`)
    await expect(row.getByRole('cell').first()).toContainText(OUTBOX_MESSAGES.uncertainLabel)
    await expect(row).toContainText(subject)
    await expect(page.getByText(/le processus d’envoi s’est arrêté ou le serveur n’a pas répondu/)).toBeVisible()

    await row.getByRole('button', { name: `Renvoyer « ${subject} »` }).click()
    await row.getByRole('button', { name: 'Confirmer le renvoi' }).click()
    await expect(page.getByText(OUTBOX_MESSAGES.resent)).toBeVisible()
    // Back in the queue as a fresh message (or already delivered by the app's job run).
    const { rows: after } = await database.query<{ has_error: boolean; uncertain: boolean }>(
      `select has_error, (input ? 'deliveryMessageEndAt' and not input ? 'deliveryAcceptedAt') as uncertain
       from payload_jobs where id = $1`,
      [id],
    )
    expect(after[0]).toEqual({ has_error: false, uncertain: false })
  } finally {
    await database.query('delete from payload_jobs where id = $1', [id])
    await database.end()
  }
})

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { inTransaction } from '@/db/inTransaction'
import { REPORT_MESSAGES } from '@/domain/reports/projectReports'
import { UNDO_MESSAGES } from '@/domain/moderation/undo'
import { ruleRefusal } from '@/errors/ruleRefusal'
import { accessRefused, refused, type AdminOutcome } from '@/errors/outcome'
import { asAdmin } from '@/auth/signedInAdmin'

/**
 * Each declaration through its collection, whose hooks judge the window and reverse the credit as REST would; in one
 * transaction, so the run is taken back whole or not at all.
 */
export async function undoReportRun(
  payload: Payload,
  user: PayloadRequest['user'] | undefined,
  projectId: number,
  since: string,
): Promise<AdminOutcome> {
  const admin = asAdmin(user)
  if (!admin) return accessRefused(user)
  try {
    return await inTransaction({ payload, user: admin }, async (req) => {
      const db = await drizzleFor(payload, req)
      const { rows } = await db.execute(sql`
        select id from declared_actions
        where project_id = ${projectId} and status = 'validated_auto' and validated_by_id = ${admin.id}
          and updated_at >= ${since}::timestamptz
        order by id`)
      if (rows.length === 0) return refused(UNDO_MESSAGES.notUndoable)
      for (const { id } of rows as { id: number }[]) {
        await payload.update({
          collection: 'declared-actions',
          id,
          data: { status: 'pending' },
          depth: 0,
          req,
          user: admin,
          overrideAccess: false,
        })
      }
      return { ok: true, message: REPORT_MESSAGES.runUndone(rows.length) }
    })
  } catch (error) {
    const refusal = ruleRefusal(error)
    if (refusal) return refused(refusal)
    payload.logger.error({ err: error, projectId }, '[project-reports] annulation du traitement impossible')
    return refused(UNDO_MESSAGES.failed)
  }
}

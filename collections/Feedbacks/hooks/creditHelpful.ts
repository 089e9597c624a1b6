import { sql } from 'drizzle-orm'
import type { CollectionAfterChangeHook } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { countOf } from '@/domain/french'
import { helpfulSourceId } from '@/domain/feedbacks'
import { relationId } from '@/domain/relationId'
import { feedbackProject, projectPath } from '@/feedbacks/feedbackProject'
import { notifyMember } from '@/notifications/notifyMember'
import type { Feedback } from '@/payload-types'
import { creditPoints } from '@/points/creditPoints'

/**
 * The ledger is unique on `<feedback>:<mark>`, so each mark
 * credits once; un-marking writes a reversal, never a deletion.
 */
export const creditHelpful: CollectionAfterChangeHook<Feedback> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || Boolean(doc.helpful) === Boolean(previousDoc.helpful)) return doc
  // The owner who marks may not read the author (field access): the document as it was read before the change names her.
  const authorId = relationId(previousDoc.author)
  const sourceId = helpfulSourceId(doc.id, doc.helpful_marks ?? 0)
  if (!doc.helpful) {
    const db = await drizzleFor(req.payload, req)
    const { rows } = await db.execute(sql`
      select points::int as points from points_ledger
      where source_type = 'feedback-helpful' and source_id = ${sourceId}`)
    const credited = (rows[0] as { points: number } | undefined)?.points ?? 0
    if (credited !== 0)
      await creditPoints(
        req.payload,
        {
          memberId: authorId,
          points: -credited,
          reason: 'feedback',
          sourceType: 'feedback-helpful-reversal',
          sourceId,
          notes: 'Retour n’est plus marqué « Utile »',
        },
        req,
      )
    return doc
  }
  const { feedback_helpful_points: points } = await req.payload.findGlobal({ slug: 'rules', depth: 0, req })
  const credited = await creditPoints(
    req.payload,
    { memberId: authorId, points, reason: 'feedback', sourceType: 'feedback-helpful', sourceId },
    req,
  )
  if (!credited) return doc
  const project = await feedbackProject(req, relationId(doc.project))
  // No e-mail, as for a validated action: the bell and the points say it.
  await notifyMember(
    req,
    { id: authorId },
    {
      kind: 'feedback_helpful',
      title: `Ton retour sur « ${project?.title ?? 'un projet'} » a été jugé utile`,
      body: `+${countOf(points, 'point', 'points')}`,
      link: project ? projectPath(project) : '/contributions',
    },
  )
  return doc
}

import type { Payload, PayloadRequest } from 'payload'

/** An e-mail as the outbox holds it: the input of its `sendEmail` job. */
export type QueuedEmail = {
  to: string
  subject: string
  text: string
  html?: string
  messageId?: string
  /** Set when an undo withdrew the message before it left. */
  withdrawnAt?: string
}

/** The outbox's jobs, oldest first: every e-mail queued, sent or not. */
export async function emailJobs(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    req,
  })
  return docs
}

/** The outbox's jobs of the e-mails to `to`, oldest first (JSON queries refuse accents: filtered here). */
export const emailJobsTo = async (payload: Payload, to: string) =>
  (await emailJobs(payload)).filter((job) => (job.input as QueuedEmail | undefined)?.to === to)

/** The e-mails queued to `to`, oldest first. */
export const emailsQueuedTo = async (payload: Payload, to: string) =>
  (await emailJobsTo(payload, to)).map((job) => job.input as QueuedEmail)

/** The audit log's entries about one row of `collection`, oldest first. */
export async function auditEntriesOf(payload: Payload, collection: string, id: number) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ target_collection: { equals: collection } }, { target_id: { equals: String(id) } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs
}

/** A member's points-ledger rows, oldest first. */
export async function ledgerRowsOf(payload: Payload, memberId: number) {
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: { member: { equals: memberId } },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs
}

/** A project's payments, oldest first. */
export async function paymentsOfProject(payload: Payload, projectId: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { project: { equals: projectId } },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs
}

import type { Payload } from 'payload'

type TransactionRun = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>
type Session = { db: object }

/** The outcome of each open transaction's drizzle run, by its `tx` (what Payload keeps as the session's db). */
const outcomes = new WeakMap<object, { promise?: Promise<unknown> }>()

/**
 * Payload's `commitTransaction` swallows a failed COMMIT (a lost connection, a serialization
 * failure): the write is gone yet the operation, a job's task or the webhook answers "done". This
 * makes the adapter's commit throw the COMMIT's own error, so every door and the job runner treat
 * it as the failure it is.
 */
export function surfaceFailedCommits(payload: Payload) {
  const db = payload.db as unknown as {
    drizzle: { transaction: TransactionRun }
    sessions: Record<string, Session | undefined>
    commitTransaction: Payload['db']['commitTransaction']
  }
  const run = db.drizzle.transaction.bind(db.drizzle)
  db.drizzle.transaction = (work, config) => {
    const outcome: { promise?: Promise<unknown> } = {}
    outcome.promise = run(async (tx) => {
      outcomes.set(tx, outcome)
      return work(tx)
    }, config)
    return outcome.promise
  }
  const commit = db.commitTransaction.bind(db)
  db.commitTransaction = async (incomingID) => {
    const transactionID = await incomingID
    const session = transactionID === undefined || transactionID === null ? undefined : db.sessions[transactionID]
    const outcome = session && outcomes.get(session.db)
    await commit(transactionID)
    if (outcome?.promise) await outcome.promise
  }
}

import type { Payload } from 'payload'

type TransactionRun = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>
type Session = { db: object }

/** The outcome of each open transaction's drizzle run, by its `tx` (what Payload keeps as the session's db). */
const outcomes = new WeakMap<object, { promise?: Promise<unknown> }>()

/**
 * Payload's `commitTransaction` swallows a failed COMMIT: a write lost at COMMIT would answer "done"
 * (a webhook, a job's task). The adapter's commit now throws the COMMIT's own error.
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

import type { Payload, PayloadRequest } from 'payload'

type Callback = () => void

/** What waits for each open transaction's commit, by transaction id (ids are unique uuids). */
const waiting = new Map<string | number, Callback[]>()

/**
 * Runs `callback` once the transaction `req` writes in has committed, or at once when it writes
 * in none. Hooks run before their transaction commits: what they announce to the outside (a
 * cache expiry) would otherwise let a request in between read the old rows and keep them. A
 * rolled-back transaction runs nothing.
 */
export async function afterCommit(req: PayloadRequest, callback: Callback): Promise<void> {
  const transactionID = await req.transactionID
  if (transactionID === undefined || transactionID === null) {
    callback()
    return
  }
  const callbacks = waiting.get(transactionID) ?? []
  callbacks.push(callback)
  waiting.set(transactionID, callbacks)
}

/**
 * Wraps the database adapter's commit and rollback — every door's transaction ends there — so
 * that `afterCommit` callbacks run after a commit and are dropped with a rollback. Called once
 * from the config's `onInit`.
 */
export function runCallbacksAfterCommit(payload: Payload) {
  const { db } = payload
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incomingID) => {
    const transactionID = await incomingID
    await commit(transactionID)
    const callbacks = waiting.get(transactionID) ?? []
    waiting.delete(transactionID)
    for (const callback of callbacks) callback()
  }
  db.rollbackTransaction = async (incomingID) => {
    const transactionID = await incomingID
    waiting.delete(transactionID)
    await rollback(transactionID)
  }
}

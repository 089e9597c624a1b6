import type { Payload, PayloadRequest } from 'payload'

type Callback = () => void

const waiting = new Map<string | number, Callback[]>()

/** An expiry announced before the commit let a request in between keep the old rows. */
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

/** Every door's transaction ends in the adapter's commit or rollback: `afterCommit` hooks in there. */
export function runCallbacksAfterCommit(payload: Payload) {
  const { db } = payload
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incomingID) => {
    const transactionID = await incomingID
    const callbacks = waiting.get(transactionID) ?? []
    waiting.delete(transactionID)
    await commit(transactionID)
    for (const callback of callbacks) callback()
  }
  db.rollbackTransaction = async (incomingID) => {
    const transactionID = await incomingID
    waiting.delete(transactionID)
    await rollback(transactionID)
  }
}

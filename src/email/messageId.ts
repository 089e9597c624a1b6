import { randomUUID } from 'node:crypto'

/**
 * A message's `Message-ID`, given once when it is queued: a delivery retried after an uncertain
 * end (the server took the message, the answer was lost) carries the same one, so the receiving
 * side can recognise the copy.
 */
export const newMessageId = () => `<${randomUUID()}@${process.env.MAIL_ID_DOMAIN || 'tryb.local'}>`

import { randomUUID } from 'node:crypto'

/** A delivery retried after an uncertain end carries the same one, so the receiver can recognise the copy. */
export const newMessageId = () => `<${randomUUID()}@${process.env.MAIL_ID_DOMAIN || 'tryb.local'}>`

import path from 'node:path'
import { Readable } from 'node:stream'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { SMTP_TIMEOUTS } from '@/domain/email/emailRetries'
import { labelOutboxMessage } from '@/email/outboxLabels'

import { fileTransport } from './fileTransport'
import { messageHeaders } from './messageHeaders'
import { newMessageId } from './messageId'

export const MAIL_DIR = path.resolve(process.env.MAIL_DIR || path.join('.data', 'mail'))

type Delivery = ReturnType<EmailAdapter>

/** Called when the whole message is written but its final line not yet sent (see `holdMessageEnd`). */
export type BeforeMessageEnd = () => Promise<void>

const deliveries = new WeakMap<Payload, Delivery>()

export type OutboxDelivery = SendEmailOptions & { beforeMessageEnd?: BeforeMessageEnd }

/** Hands `message` to this Payload instance's real transport: only the outbox job calls it. */
export function deliverNow(payload: Payload, message: OutboxDelivery) {
  const delivery = deliveries.get(payload)
  if (!delivery) throw new Error('Email delivery is not initialised for this Payload instance.')
  return delivery.sendEmail(message)
}

const addressList = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : [value])
    .filter(Boolean)
    .map((entry) => (typeof entry === 'string' ? entry : entry?.address))
    .join(', ')

/** Nodemailer dropped options given beside a `url`, so they go in the query; a limit already in the address wins. */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms))
  }
  return url.toString()
}

/**
 * The stream ends only once `beforeMessageEnd` is recorded, so a
 * failing record fails the delivery while resending is still safe.
 */
function holdMessageEnd(transport: Transporter) {
  transport.use('stream', (mail, done) => {
    const beforeMessageEnd = (mail.data as { beforeMessageEnd?: BeforeMessageEnd }).beforeMessageEnd
    if (beforeMessageEnd) {
      mail.message.processFunc((message) =>
        Readable.from(
          (async function* () {
            for await (const chunk of message) yield chunk as Buffer
            await beforeMessageEnd()
          })(),
          { objectMode: false },
        ),
      )
    }
    done()
  })
  return transport
}

/**
 * `payload.sendEmail` only queues a job. A transport is always given,
 * or nodemailer would create an account on an outside test service.
 */
export async function outboxEmailAdapter(): Promise<EmailAdapter> {
  const smtpUrl = process.env.SMTP_URL
  const delivery = await nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'bonjour@tryb.local',
    defaultFromName: process.env.MAIL_FROM_NAME || 'La Tryb',
    transport: holdMessageEnd(
      smtpUrl ? nodemailer.createTransport(withTimeouts(smtpUrl)) : nodemailer.createTransport(fileTransport(MAIL_DIR)),
    ),
    skipVerify: true,
  })
  return ({ payload }) => {
    const initialised = delivery({ payload })
    deliveries.set(payload, initialised)
    return {
      name: 'tryb-outbox',
      defaultFromAddress: initialised.defaultFromAddress,
      defaultFromName: initialised.defaultFromName,
      sendEmail: async (message) => {
        const to = addressList(message.to)
        const job = await payload.jobs.queue({
          task: 'sendEmail',
          input: {
            to,
            subject: String(message.subject ?? ''),
            text: typeof message.text === 'string' ? message.text : undefined,
            html: typeof message.html === 'string' ? message.html : undefined,
            headers: messageHeaders(message.headers),
            messageId: newMessageId(),
          },
        })
        // Payload's own e-mail here is the staff's "Mot de passe oublié" (members' is refused).
        await labelOutboxMessage(payload, undefined, job.id, { to, template: 'staffPasswordReset' })
        return { queuedJobId: job.id }
      },
    }
  }
}

import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { SMTP_TIMEOUTS } from '@/domain/emailRetries'

import { fileTransport } from './fileTransport'
import { messageHeaders } from './messageHeaders'
import { newMessageId } from './messageId'

export const MAIL_DIR = path.resolve(process.env.MAIL_DIR || path.join('.data', 'mail'))

type Delivery = ReturnType<EmailAdapter>

/** The real transport of each Payload instance, used only by the outbox job. */
const deliveries = new WeakMap<Payload, Delivery>()

export function deliveryFor(payload: Payload): Delivery {
  const delivery = deliveries.get(payload)
  if (!delivery) throw new Error('Email delivery is not initialised for this Payload instance.')
  return delivery
}

const addressList = (value: SendEmailOptions['to']): string =>
  (Array.isArray(value) ? value : [value])
    .filter(Boolean)
    .map((entry) => (typeof entry === 'string' ? entry : entry?.address))
    .join(', ')

/**
 * The SMTP address with our time limits as its query options, nodemailer's URL form (given as
 * options beside a `url`, nodemailer dropped them): a limit already in the address wins.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms))
  }
  return url.toString()
}

/**
 * Payload's e-mail adapter, routed through the outbox: `payload.sendEmail` queues a `sendEmail`
 * job and only the job delivers. Our own messages use `queueEmail(req, …)`, in the transaction
 * of the change that causes them. SMTP when SMTP_URL is set, `.eml` files otherwise; a transport
 * is always given, or nodemailer would create an account on an outside test service.
 */
export async function outboxEmailAdapter(): Promise<EmailAdapter> {
  const smtpUrl = process.env.SMTP_URL
  const delivery = await nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'bonjour@tryb.local',
    defaultFromName: process.env.MAIL_FROM_NAME || 'La Tryb',
    transport: smtpUrl
      ? nodemailer.createTransport(withTimeouts(smtpUrl))
      : nodemailer.createTransport(fileTransport(MAIL_DIR)),
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
        const job = await payload.jobs.queue({
          task: 'sendEmail',
          input: {
            to: addressList(message.to),
            subject: String(message.subject ?? ''),
            text: typeof message.text === 'string' ? message.text : undefined,
            html: typeof message.html === 'string' ? message.html : undefined,
            headers: messageHeaders(message.headers),
            messageId: newMessageId(),
          },
        })
        return { queuedJobId: job.id }
      },
    }
  }
}

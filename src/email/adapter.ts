import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

import { fileTransport } from './fileTransport'

export const MAIL_DIR = path.resolve(process.env.MAIL_DIR || path.join('.data', 'mail'))

/**
 * SMTP when SMTP_URL is set (production, and the tests' own SMTP server); otherwise messages
 * are written as files. A transport is always given: without one the adapter would create an
 * account on an outside test service.
 */
export function emailAdapter() {
  const smtpUrl = process.env.SMTP_URL
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'bonjour@tryb.local',
    defaultFromName: process.env.MAIL_FROM_NAME || 'La Tryb',
    transport: smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport(fileTransport(MAIL_DIR)),
    skipVerify: true,
  })
}

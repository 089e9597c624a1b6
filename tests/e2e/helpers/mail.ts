import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

export type ReceivedEmail = {
  to: string
  subject: string
  text: string
  file: string
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

const mailDir = () => {
  const dir = process.env.MAIL_DIR
  if (!dir) throw new Error('scripts/e2e.ts gives the server a MAIL_DIR')
  return dir
}

/** Every e-mail the app has delivered so far (the outbox writes real .eml files). */
export async function deliveredEmails(): Promise<ReceivedEmail[]> {
  const files = (await readdir(mailDir()).catch(() => [])).filter((file) => file.endsWith('.eml')).sort()
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir(), file)))
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text
      const attachments = parsed.attachments.map(({ filename, contentType, content }) => ({
        filename: filename ?? '',
        contentType,
        content,
      }))
      return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '', file, attachments }
    }),
  )
}

/** Waits (the servers' outbox job runs every 2 s: scripts/e2e.ts) for a new e-mail to `to` whose subject matches. */
export async function waitForEmail(to: string, subject: RegExp, seenBefore: Set<string>): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined
  await expect
    .poll(
      async () => {
        found = (await deliveredEmails()).find(
          (email) => !seenBefore.has(email.file) && email.to.includes(to) && subject.test(email.subject),
        )
        return Boolean(found)
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

/** Files already delivered, so a test waits for the next e-mail only. */
export const emailsSoFar = async () => new Set((await deliveredEmails()).map((email) => email.file))

/** The first link of an e-mail's text. */
export const linkIn = (email: ReceivedEmail) => email.text.match(/https?:\/\/\S+/)![0]

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/email/queueEmail'

import { setUpTestPayload } from './helpers/setUpTestPayload'

// Its own file: the e-mail adapter reads SMTP_URL and MAIL_DIR once, when the config is imported.
let mailDir: string
let payload: Payload

beforeAll(async () => {
  mailDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'tryb-mail-')), 'boite')
  process.env.MAIL_DIR = mailDir
})

afterAll(async () => {
  delete process.env.MAIL_DIR
  await rm(path.dirname(mailDir), { recursive: true, force: true })
})

// No SMTP server: the app has no mail server and must fall back to .eml files.
setUpTestPayload((started) => ({ payload } = started))

describe('e-mail without an SMTP server', () => {
  it('writes each outbox message as an .eml file in MAIL_DIR', async () => {
    const email = {
      to: 'léa.moreau@exemple.fr',
      subject: 'Bienvenue dans la Tryb, Léa ! Ça commence 🎉',
      text: 'Ton adresse est confirmée. Prochaine étape : compléter ton profil — à très vite !',
    }
    await queueEmail(await createLocalReq({}, payload), email)
    await payload.jobs.run()

    // The directory did not exist: the transport creates it.
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml'))
    expect(files).toHaveLength(1)

    const message = await simpleParser(await readFile(path.join(mailDir, files[0] ?? '')))
    expect(message.subject).toBe(email.subject)
    expect(message.to).toMatchObject({ value: [{ address: email.to }] })
    expect(message.text?.trim()).toBe(email.text)

    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.completedAt).toBeTruthy()
  })
})

import { spawn } from 'node:child_process'

import { createLocalReq, type Payload } from 'payload'
import { expect, it } from 'vitest'

import { queueEmail } from '@/email/queueEmail'

import { typescriptEntry } from '../../scripts/lib/processes'

import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * `npm run worker` (scripts/worker.ts) beside web servers that only queue: it delivers what they
 * queue, even with the web servers' TRYB_DISABLE_JOB_AUTORUN in its environment, and stops
 * cleanly on SIGTERM.
 */

let payload: Payload
let smtp: TestSmtpServer

// This process is the web server: TRYB_DISABLE_JOB_AUTORUN=true (the test helper sets it).
setUpTestPayload({ smtp: true }, (started) => ({ payload, smtp } = started))

it('delivers what a web server queued, then stops on SIGTERM', async () => {
  // Through scripts/ts.mjs, as `npm run worker` starts it: SIGTERM is passed on, the code comes back.
  const worker = spawn(process.execPath, typescriptEntry('scripts/worker.ts'), {
    env: { ...process.env, TRYB_DISABLE_JOB_AUTORUN: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)))
  try {
    await queueEmail(await createLocalReq({}, payload), {
      to: 'membre@exemple.fr',
      subject: 'Par le worker',
      text: 'Envoyé par un worker à part.',
    })
    const message = await smtp.waitFor((received) => received.subject === 'Par le worker', 60_000)
    expect(message.messageId).toMatch(/@tryb\.local>$/)
  } finally {
    worker.kill('SIGTERM')
  }
  expect(await exited).toBe(0)
}, 120_000)

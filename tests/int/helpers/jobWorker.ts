/**
 * A job runner in a process of its own, for tests that kill one mid-job: boots Payload on
 * DATABASE_URL (sending to SMTP_URL), says "ready", runs the queue once, then waits to be killed.
 * Run with `node --import tsx tests/int/helpers/jobWorker.ts`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
process.stdout.write('ready\n')
await payload.jobs.run({ silent: true })
process.stdout.write('ran\n')
await new Promise(() => undefined)

/**
 * `npm run worker`. Payload's `jobs:run --cron` skips `shouldAutoRun` and with it stuck-job recovery, so this runs the
 * app's own crons; SIGTERM lets the current job finish.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { closePayload } from '../src/db/closePayload'

/** How long a stop waits for the job in progress (an SMTP exchange is bounded well below it). */
const STOP_GRACE_MS = 60_000

if (!process.env.DATABASE_URL) {
  console.error('[worker] DATABASE_URL est requis : le worker rejoint la base des serveurs web.')
  process.exit(2)
}
// The web servers' switch, often shared through one environment file, is not for this process.
delete process.env.TRYB_DISABLE_JOB_AUTORUN

const payload = await getPayload({ config, cron: true })
payload.logger.info('[worker] file de tâches lancée')

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  payload.logger.info(`[worker] ${signal} : fin de la tâche en cours, puis arrêt`)
  for (const cron of payload.crons) cron.stop()
  const deadline = Date.now() + STOP_GRACE_MS
  while (payload.crons.some((cron) => cron.isBusy()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await closePayload(payload)
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))

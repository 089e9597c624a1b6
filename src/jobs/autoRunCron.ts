/**
 * How often a process that runs jobs (the app alone, or `npm run worker`) takes up to 20 due
 * jobs: every 10 s in production. The cluster test sets `TRYB_JOBS_RUN_EVERY_SECONDS` (1–59)
 * so that two hundred e-mails go out in seconds rather than minutes: the same runs, closer.
 */
export function autoRunCron(): string {
  const seconds = Number(process.env.TRYB_JOBS_RUN_EVERY_SECONDS)
  const every = Number.isInteger(seconds) && seconds >= 1 && seconds <= 59 ? seconds : 10
  return `*/${every} * * * * *`
}

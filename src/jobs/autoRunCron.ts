/**
 * The cluster test sets `TRYB_JOBS_RUN_EVERY_SECONDS` so two hundred e-mails go out in seconds: the same runs, closer.
 */
export function autoRunCron(): string {
  const seconds = Number(process.env.TRYB_JOBS_RUN_EVERY_SECONDS)
  const every = Number.isInteger(seconds) && seconds >= 1 && seconds <= 59 ? seconds : 10
  return `*/${every} * * * * *`
}

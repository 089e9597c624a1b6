import type { PayloadRequest } from 'payload'

/**
 * Each run of a task logs its start, then its end with its duration and outcome, under the job's
 * id (never its input: an e-mail's recipient and text stay out of the logs). A failure's stack is
 * Payload's to log, once, when it records the failed attempt.
 */
type RunArgs = { job: { id: number | string; totalTried?: number | null }; req: PayloadRequest }

export function withJobLog<Task extends { slug: string; handler: unknown }>(task: Task): Task {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const logged = async (args: RunArgs) => {
    const { job, req } = args
    const fields = { jobId: job.id, task: task.slug, attempt: (job.totalTried ?? 0) + 1 }
    const started = Date.now()
    req.payload.logger.info(fields, 'job start')
    try {
      const result: unknown = await (handler as (args: RunArgs) => Promise<unknown>)(args)
      req.payload.logger.info({ ...fields, durationMs: Date.now() - started, outcome: 'done' }, 'job end')
      return result
    } catch (error) {
      const outcome = error instanceof Error && error.name === 'JobCancelledError' ? 'cancelled' : 'failed'
      const message = error instanceof Error ? error.message : String(error)
      req.payload.logger.warn({ ...fields, durationMs: Date.now() - started, outcome, error: message }, 'job end')
      throw error
    }
  }
  return { ...task, handler: logged }
}

import type { AdminOutcome } from '@/errors/outcome'

export async function attemptDecision(run: () => Promise<AdminOutcome>, failed: string): Promise<AdminOutcome> {
  try {
    return await run()
  } catch {
    return { ok: false, message: failed }
  }
}

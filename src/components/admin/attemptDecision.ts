import type { ModerationOutcome } from '@/moderation/decisions'

/** Runs a moderation server action; one that failed outright (network, server down) reads as `failed`. */
export async function attemptDecision(
  run: () => Promise<ModerationOutcome>,
  failed: string,
): Promise<ModerationOutcome> {
  try {
    return await run()
  } catch {
    return { ok: false, message: failed }
  }
}

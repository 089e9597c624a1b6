import type { ModerationOutcome } from '@/moderation/decisions'

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

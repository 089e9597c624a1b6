import type { Payload } from 'payload'

export async function refusalReasons(payload: Payload): Promise<string[]> {
  const rules = await payload.findGlobal({ slug: 'rules', depth: 0, select: { refusal_reasons: true } })
  return (rules.refusal_reasons ?? []).map(({ reason }) => reason.trim()).filter(Boolean)
}

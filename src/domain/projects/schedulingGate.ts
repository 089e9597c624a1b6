import type { ProjectStatus, RequestType } from './projectVisibility'

const LIVE: readonly ProjectStatus[] = ['scheduled', 'published']

/** Moving a live campaign to another week or marking it over does not ask again. */
export function needsPaymentToGoLive(move: {
  requestType: RequestType | null | undefined
  from: ProjectStatus | null
  to: ProjectStatus | null | undefined
}): boolean {
  if (move.requestType !== 'visibility' || !move.to || !LIVE.includes(move.to)) return false
  return !move.from || !LIVE.includes(move.from)
}

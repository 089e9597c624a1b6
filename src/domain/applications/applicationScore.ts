import type { ProfessionalStatus } from '../members/memberOptions'
import { isWebUrl } from '../webUrl'

export const SCORE_WEIGHTS = {
  audience: 30,
  project: 40,
  motivations: 20,
  status: 10,
} as const

/** "More than one motivation" (two or more). */
export const MIN_MOTIVATIONS_FOR_BONUS = 2

export const STATUSES_WITH_BONUS: readonly ProfessionalStatus[] = ['Porteur·se de projet', 'En reconversion']

/** Far above any real audience, and within what PostgreSQL and JavaScript count exactly. */
export const MAX_AUDIENCE_COUNT = 1_000_000_000

export type AudienceCounts = { linkedin_count: number; instagram_count: number; facebook_count: number }

export const meetsAudienceCriterion = (counts: AudienceCounts, minAudience: number): boolean =>
  Math.max(counts.linkedin_count, counts.instagram_count, counts.facebook_count) >= minAudience

export type ScoredApplication = AudienceCounts & {
  project_url: string
  motivations: readonly string[]
  professional_status: string | null | undefined
}

/** Computed by the server: a score sent by the browser is never read. */
export function applicationScore(application: ScoredApplication, minAudience: number): number {
  let score = 0
  if (meetsAudienceCriterion(application, minAudience)) score += SCORE_WEIGHTS.audience
  if (isWebUrl(application.project_url)) score += SCORE_WEIGHTS.project
  // A repeated answer is one motivation, not two.
  if (new Set(application.motivations).size >= MIN_MOTIVATIONS_FOR_BONUS) score += SCORE_WEIGHTS.motivations
  if (STATUSES_WITH_BONUS.some((status) => status === application.professional_status)) score += SCORE_WEIGHTS.status
  return score
}

import type { ActionType } from './declaredActions'

/** What a validated action of each type, and an active referral, are worth by default. */
export const DEFAULT_POINTS = { like: 1, comment: 3, share: 3, post: 10, referral: 10 } as const satisfies Record<
  ActionType | 'referral',
  number
>

/**
 * The community's business constants (docs/PRODUCT-RULES.md). The `rules` global starts from these
 * and admins may change them in the admin; code reads the global, never these directly, except to
 * seed it and as the fallback before it is saved once.
 */
export const DEFAULT_RULES = {
  capacity: 50,
  active_threshold: 78,
  points: DEFAULT_POINTS,
  invites_per_semester: 5,
  resend_cooldown_seconds: 60,
  min_audience: 500,
  home_visibility_count: 3,
  home_feedback_count: 6,
  page_size: 20,
  /** A visibility campaign's price, in whole euros. */
  campaign_price: 100,
  /** The delays the charter promises, in hours (`src/domain/moderationDelays.ts`). */
  action_verification_hours: 48,
  feedback_moderation_hours: 24,
  visibility_answer_hours: 48,
  /** What a feedback its project's owner marks "Utile" earns its author. */
  feedback_helpful_points: 3,
  /** At most this many "Utile" marks per author and project: a friend's ten notes are not thirty points. */
  feedback_helpful_cap: 3,
} as const

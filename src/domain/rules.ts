import type { PointsRule } from './declaredActions/declaredActions'

export const DEFAULT_POINTS = { like: 1, comment: 3, share: 3, post: 10, referral: 10 } as const satisfies Record<
  PointsRule,
  number
>

/**
 * Code reads the `rules` global, never these, except to seed it and before it is first saved (docs/PRODUCT-RULES.md).
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
  campaign_price: 100,
  /** The delays the charter promises, in hours (`src/domain/moderation/moderationDelays.ts`). */
  action_verification_hours: 48,
  feedback_moderation_hours: 24,
  visibility_answer_hours: 48,
  /** What /apply, /signup, /thanks, /welcome and the acknowledgement e-mail promise (`reviewDelay`). */
  application_review_hours: 72,
  ring_window_days: 30,
  ring_min_each_way: 6,
  ring_min_share_percent: 60,
  feedback_helpful_points: 3,
  /** At most this many "Utile" marks per author and project: a friend's ten notes are not thirty points. */
  feedback_helpful_cap: 3,
} as const

/** Sent as written, in "tu" like every message to members. */
export const DEFAULT_REFUSAL_REASONS = [
  'Le lien ne mène pas à ton action : le post est introuvable ou privé.',
  'Ton action n’est pas visible sur le post.',
  'Le type d’action ne correspond pas à ce qui est visible (par exemple un like déclaré comme commentaire).',
  'L’action porte sur un autre post que ceux de la campagne.',
] as const

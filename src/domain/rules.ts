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
  /**
   * Cross-support rings shown to admins (`src/moderation/supportRings.ts`): members whose validated
   * declarations of the last `ring_window_days` go to each other at least `ring_min_each_way`
   * times both ways and make at least `ring_min_share_percent` % of each one's support.
   */
  ring_window_days: 30,
  ring_min_each_way: 6,
  ring_min_share_percent: 60,
  /** What a feedback its project's owner marks "Utile" earns its author. */
  feedback_helpful_points: 3,
  /** At most this many "Utile" marks per author and project: a friend's ten notes are not thirty points. */
  feedback_helpful_cap: 3,
} as const

/**
 * The refusal reasons a new community starts with (the `rules` global's `refusal_reasons`), sent to
 * the member as written: "tu", like every message to members.
 */
export const DEFAULT_REFUSAL_REASONS = [
  'Le lien ne mène pas à ton action : le post est introuvable ou privé.',
  'Ton action n’est pas visible sur le post.',
  'Le type d’action ne correspond pas à ce qui est visible (par exemple un like déclaré comme commentaire).',
  'L’action porte sur un autre post que ceux de la campagne.',
] as const

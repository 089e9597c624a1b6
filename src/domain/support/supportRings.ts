import { DEFAULT_RULES } from '../rules'

export type RingThresholds = { windowDays: number; minEachWay: number; minSharePercent: number }

type RingRules = Partial<Record<'ring_window_days' | 'ring_min_each_way' | 'ring_min_share_percent', number | null>>

export const ringThresholds = (rules: RingRules): RingThresholds => ({
  windowDays: rules.ring_window_days ?? DEFAULT_RULES.ring_window_days,
  minEachWay: rules.ring_min_each_way ?? DEFAULT_RULES.ring_min_each_way,
  minSharePercent: rules.ring_min_share_percent ?? DEFAULT_RULES.ring_min_share_percent,
})

/** "4 sur 5 (80 %)": what a member gave inside the group against all they gave. */
export function shareLabel(inGroup: number, inAll: number): string {
  const percent = inAll > 0 ? Math.round((inGroup * 100) / inAll) : 0
  return `${inGroup} sur ${inAll} (${percent} %)`
}

export const memberDeclarationsHref = (memberId: number): string =>
  `/admin/collections/declared-actions?where[member][equals]=${memberId}&sort=-createdAt`

export type MembershipCounter = {
  members: number
  capacity: number
  placesLeft: number
  /** Share of the founding places taken, 0–100, rounded. */
  percent: number
}

/**
 * The landing's "N membres sur 50": active members hold a founding place. Never more places
 * left than the capacity, never a negative number, never more than 100 %.
 */
export function membershipCounter(members: number, capacity: number): MembershipCounter {
  const safeCapacity = wholeOrZero(capacity)
  const safeMembers = wholeOrZero(members)
  const placesLeft = Math.max(0, safeCapacity - safeMembers)
  const percent = safeCapacity === 0 ? 100 : Math.min(100, Math.round((safeMembers / safeCapacity) * 100))
  return { members: safeMembers, capacity: safeCapacity, placesLeft, percent }
}

/** A count as a whole number ≥ 0; anything unreadable (NaN, negative) counts as 0. */
const wholeOrZero = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)

export type ManualFigures = {
  members?: number | null
  placesLeft?: number | null
  percent?: number | null
}

/**
 * The figures marketing typed (the sample copy is 27 / 23 / 54 %), shown as typed but kept within
 * what the counter can honestly say: places left between 0 and the capacity, the bar between 0 and
 * 100 %.
 */
export function manualMembershipCounter(figures: ManualFigures, capacity: number): MembershipCounter {
  const safeCapacity = wholeOrZero(capacity)
  return {
    members: wholeOrZero(figures.members ?? 0),
    capacity: safeCapacity,
    placesLeft: Math.min(safeCapacity, wholeOrZero(figures.placesLeft ?? 0)),
    percent: Math.min(100, wholeOrZero(figures.percent ?? 0)),
  }
}

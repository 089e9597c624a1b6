export type MembershipCounter = {
  members: number
  capacity: number
  placesLeft: number
  percent: number
}

export function membershipCounter(members: number, capacity: number): MembershipCounter {
  const safeCapacity = wholeOrZero(capacity)
  const safeMembers = wholeOrZero(members)
  const placesLeft = Math.max(0, safeCapacity - safeMembers)
  const percent = safeCapacity === 0 ? 100 : Math.min(100, Math.round((safeMembers / safeCapacity) * 100))
  return { members: safeMembers, capacity: safeCapacity, placesLeft, percent }
}

const wholeOrZero = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0)

export type ManualFigures = {
  members?: number | null
  placesLeft?: number | null
  percent?: number | null
}

/** Shown as typed but kept within what the counter can honestly say. */
export function manualMembershipCounter(figures: ManualFigures, capacity: number): MembershipCounter {
  const safeCapacity = wholeOrZero(capacity)
  return {
    members: wholeOrZero(figures.members ?? 0),
    capacity: safeCapacity,
    placesLeft: Math.min(safeCapacity, wholeOrZero(figures.placesLeft ?? 0)),
    percent: Math.min(100, wholeOrZero(figures.percent ?? 0)),
  }
}

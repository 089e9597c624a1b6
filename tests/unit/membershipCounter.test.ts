import { describe, expect, it } from 'vitest'

import { manualMembershipCounter, membershipCounter } from '@/domain/members/membershipCounter'

describe('membershipCounter', () => {
  it('counts the places left and the share taken', () => {
    expect(membershipCounter(0, 50)).toEqual({ members: 0, capacity: 50, placesLeft: 50, percent: 0 })
    expect(membershipCounter(12, 50)).toEqual({ members: 12, capacity: 50, placesLeft: 38, percent: 24 })
    expect(membershipCounter(49, 50)).toEqual({ members: 49, capacity: 50, placesLeft: 1, percent: 98 })
  })

  it('rounds the percentage', () => {
    expect(membershipCounter(1, 3).percent).toBe(33)
    expect(membershipCounter(2, 3).percent).toBe(67)
  })

  it('never shows negative places nor more than 100 % when over capacity', () => {
    expect(membershipCounter(50, 50)).toEqual({ members: 50, capacity: 50, placesLeft: 0, percent: 100 })
    expect(membershipCounter(73, 50)).toEqual({ members: 73, capacity: 50, placesLeft: 0, percent: 100 })
  })

  it('never shows more places left than the capacity', () => {
    expect(membershipCounter(-4, 50)).toEqual({ members: 0, capacity: 50, placesLeft: 50, percent: 0 })
  })

  it('treats a capacity of 0 (or less) as full', () => {
    expect(membershipCounter(0, 0)).toEqual({ members: 0, capacity: 0, placesLeft: 0, percent: 100 })
    expect(membershipCounter(8, 0)).toEqual({ members: 8, capacity: 0, placesLeft: 0, percent: 100 })
    expect(membershipCounter(3, -10)).toEqual({ members: 3, capacity: 0, placesLeft: 0, percent: 100 })
  })
})

describe('membershipCounter with unreadable figures', () => {
  it('counts NaN or infinite figures as zero instead of showing NaN', () => {
    expect(membershipCounter(Number.NaN, 50)).toEqual({ members: 0, capacity: 50, placesLeft: 50, percent: 0 })
    expect(membershipCounter(10, Number.NaN)).toEqual({ members: 10, capacity: 0, placesLeft: 0, percent: 100 })
  })
})

describe('manualMembershipCounter', () => {
  it('shows the product’s sample as typed', () => {
    expect(manualMembershipCounter({ members: 27, placesLeft: 23, percent: 54 }, 50)).toEqual({
      members: 27,
      capacity: 50,
      placesLeft: 23,
      percent: 54,
    })
  })

  it('never shows more places left than the capacity, nor a negative number', () => {
    expect(manualMembershipCounter({ members: 2, placesLeft: 80, percent: 4 }, 50).placesLeft).toBe(50)
    expect(manualMembershipCounter({ members: 2, placesLeft: -3, percent: 4 }, 50).placesLeft).toBe(0)
  })

  it('keeps the bar between 0 and 100 % and the figures whole', () => {
    expect(manualMembershipCounter({ members: 27.6, placesLeft: 23, percent: 140 }, 50)).toMatchObject({
      members: 27,
      percent: 100,
    })
    expect(manualMembershipCounter({ members: -1, placesLeft: 23, percent: -5 }, 50)).toMatchObject({
      members: 0,
      percent: 0,
    })
  })

  it('treats empty figures as 0', () => {
    expect(manualMembershipCounter({}, 50)).toEqual({ members: 0, capacity: 50, placesLeft: 0, percent: 0 })
  })
})

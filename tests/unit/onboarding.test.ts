import { describe, expect, it } from 'vitest'

import { firstWeekGoal, isFirstWeek, onboardingChecklist } from '@/domain/members/onboarding'
import { inactiveReason } from '@/domain/members/reactivation'
import {
  signReactivationTicket,
  verifyReactivationTicket,
  REACTIVATION_TICKET_SECONDS,
} from '@/domain/members/reactivationTicket'

const NOW = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString()

describe('isFirstWeek', () => {
  it('holds for the seven days after the activation, and not for a member with no activation date', () => {
    expect(isFirstWeek(daysAgo(0), NOW)).toBe(true)
    expect(isFirstWeek(daysAgo(6.9), NOW)).toBe(true)
    expect(isFirstWeek(daysAgo(7), NOW)).toBe(false)
    expect(isFirstWeek(daysAgo(30), NOW)).toBe(false)
    expect(isFirstWeek(null, NOW)).toBe(false)
  })
})

describe('firstWeekGoal', () => {
  it('spreads the threshold over the semester’s weeks and counts the comments that make it', () => {
    expect(firstWeekGoal({ threshold: 78, commentPoints: 3 })).toEqual({
      weekly: 3,
      sentence:
        'Ta première semaine : vise 3 points, par exemple 1 commentaire validé sur un projet à amplifier. Chaque semaine à ce rythme garde ta place de membre actif.',
    })
    expect(firstWeekGoal({ threshold: 100, commentPoints: 2 }).sentence).toContain(
      'vise 4 points, par exemple 2 commentaires validés',
    )
    expect(firstWeekGoal({ threshold: 0, commentPoints: 0 }).weekly).toBe(1)
  })
})

describe('onboardingChecklist', () => {
  const empty = {
    hasAvatar: false,
    bio: '  ',
    sectors: [],
    hasPassword: false,
    hasDeclaredAction: false,
    projectToAmplify: null,
  }

  it('ticks each item from the data only', () => {
    expect(onboardingChecklist(empty).map((item) => [item.key, item.done])).toEqual([
      ['photo', false],
      ['bio', false],
      ['sector', false],
      ['password', false],
      ['support', false],
    ])
    const done = onboardingChecklist({
      hasAvatar: true,
      bio: 'Coach',
      sectors: ['Coaching'],
      hasPassword: true,
      hasDeclaredAction: true,
      projectToAmplify: { title: 'Studio', path: '/p/studio' },
    })
    expect(done.every((item) => item.done)).toBe(true)
  })

  it('links the support item to the first project to amplify, or to the campaigns when there is none', () => {
    const withProject = onboardingChecklist({
      ...empty,
      projectToAmplify: { title: 'Studio Léa', path: '/p/studio-lea' },
    })
    expect(withProject[4]).toMatchObject({
      label: 'Soutiens ton premier projet à amplifier : Studio Léa',
      href: '/p/studio-lea',
    })
    expect(onboardingChecklist(empty)[4].href).toBe('/communaute/visibilite')
  })
})

describe('inactiveReason', () => {
  it('tells a paused application, the semester close and the team apart', () => {
    expect(
      inactiveReason({ application_status: 'paused', activated_at: null, deactivatedBySemesterClose: false }),
    ).toBe('paused')
    // Paused once, active since: the later deactivation is what counts.
    expect(
      inactiveReason({ application_status: 'paused', activated_at: daysAgo(40), deactivatedBySemesterClose: true }),
    ).toBe('semester')
    expect(inactiveReason({ application_status: 'accepted', deactivatedBySemesterClose: false })).toBe('team')
  })
})

describe('reactivation ticket', () => {
  const KEY = 'secret-de-test'

  it('names its member while it lasts, and nothing once expired', () => {
    const ticket = signReactivationTicket(42, KEY, NOW)
    expect(verifyReactivationTicket(ticket, KEY, NOW)).toBe(42)
    const later = new Date(NOW.getTime() + (REACTIVATION_TICKET_SECONDS + 1) * 1000)
    expect(verifyReactivationTicket(ticket, KEY, later)).toBeNull()
  })

  it('refuses another key, a changed member or expiry, and anything else', () => {
    const ticket = signReactivationTicket(42, KEY, NOW)
    const [, expires, mac] = ticket.split('.')
    expect(verifyReactivationTicket(ticket, 'une-autre-cle', NOW)).toBeNull()
    expect(verifyReactivationTicket(`43.${expires}.${mac}`, KEY, NOW)).toBeNull()
    expect(verifyReactivationTicket(`42.${Number(expires) + 3600}.${mac}`, KEY, NOW)).toBeNull()
    for (const junk of [undefined, 42, '', '42', 'a.b.c']) expect(verifyReactivationTicket(junk, KEY, NOW)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'

import {
  campaignWeekCaption,
  communityListSort,
  groupCampaigns,
  homeVisibilityWhere,
  listSize,
  projectBanner,
  projectVoteAbility,
  voteAbility,
  webLink,
} from '@/domain/community'

describe('homeVisibilityWhere', () => {
  it('selects public visibility projects whose exposure week is this Paris week', () => {
    // Sunday 23:30 UTC is Monday in Paris: the new week already.
    const where = homeVisibilityWhere(new Date('2026-11-22T23:30:00Z'))
    expect(JSON.stringify(where)).toContain('"greater_than_equal":"2026-11-23T00:00:00.000Z"')
    expect(JSON.stringify(where)).toContain('"less_than":"2026-11-30T00:00:00.000Z"')
    expect(JSON.stringify(where)).toContain('"request_type":{"equals":"visibility"}')
  })
})

describe('listSize', () => {
  it('takes the rules value when it is a positive whole number, at most 100', () => {
    expect(listSize(20, 10)).toBe(20)
    expect(listSize(0, 10)).toBe(10)
    expect(listSize(null, 6)).toBe(6)
    expect(listSize(2.5, 6)).toBe(6)
    expect(listSize(1000, 6)).toBe(100)
  })
})

describe('communityListSort', () => {
  it('sorts campaigns by exposure week and feedback projects by date', () => {
    expect(communityListSort('visibility')[0]).toBe('-exposure_week_start')
    expect(communityListSort('feedback')).toEqual(['-createdAt'])
  })
})

describe('projectBanner', () => {
  const banner = (
    status: Parameters<typeof projectBanner>[0]['status'],
    extra: { request_type?: 'visibility' | 'feedback'; exposure_week_start?: string | null } = {},
  ) =>
    projectBanner({
      status,
      request_type: extra.request_type ?? 'visibility',
      exposure_week_start: extra.exposure_week_start,
    })

  it('uses the product’s five texts', () => {
    expect(banner('pending')).toBe('En attente de validation/modération.')
    expect(banner('approved')).toBe("Validé. Paiement requis sous 24h pour planifier l'exposition.")
    expect(banner('scheduled', { exposure_week_start: '2026-01-12T00:00:00.000Z' })).toBe(
      'Exposition prévue la semaine du 12-18 janvier.',
    )
    expect(banner('scheduled', { exposure_week_start: null })).toBe('Exposition prévue la semaine du à définir.')
    expect(banner('published')).toBe('Campagne terminée — merci 💛')
    expect(banner('mod_requested')).toBe("Des modifications sont demandées par l'équipe.")
  })

  it('tells the owner of a campaign whose payment deadline has passed what the delay now means', () => {
    const project = { status: 'approved' as const, request_type: 'visibility' as const }
    const pending = { status: 'pending' as const, paidAt: null, refundedAt: null, dueAt: '2026-11-20T10:00:00.000Z' }
    expect(projectBanner(project, pending, new Date('2026-11-20T09:59:00.000Z'))).toBe(
      "Validé. Paiement requis sous 24h pour planifier l'exposition.",
    )
    expect(projectBanner(project, pending, new Date('2026-11-20T10:01:00.000Z'))).toBe(
      'Validé. Le délai de paiement est passé : ta semaine d’exposition n’est pas planifiée tant que le paiement n’est pas reçu.',
    )
  })

  it('tells a published feedback project is open to feedback', () => {
    expect(banner('published', { request_type: 'feedback' })).toBe('Ouvert à tes retours et bêta-tests.')
  })
})

describe('voteAbility', () => {
  it('lets only active members vote', () => {
    expect(voteAbility(null)).toBe('visitor')
    expect(voteAbility({ collection: 'users' })).toBe('staff')
    expect(voteAbility({ collection: 'members', status: 'active' })).toBe('active')
    expect(voteAbility({ collection: 'members', status: 'waitlist' })).toBe('waitlist')
    expect(voteAbility({ collection: 'members', status: 'inactive' })).toBe('inactive')
  })
})

describe('projectVoteAbility', () => {
  const active = { collection: 'members', status: 'active' }
  it('opens the vote when the project is public, to its owner too', () => {
    expect(projectVoteAbility(active, { status: 'published', request_type: 'feedback' })).toBe('active')
    expect(projectVoteAbility(active, { status: 'scheduled', request_type: 'visibility' })).toBe('active')
  })
  it('tells whoever sees a project before it is public that the vote opens later', () => {
    expect(projectVoteAbility(active, { status: 'approved', request_type: 'visibility' })).toBe('unpublished')
    expect(projectVoteAbility({ collection: 'users' }, { status: 'pending', request_type: 'feedback' })).toBe(
      'unpublished',
    )
    expect(projectVoteAbility(null, { status: 'published', request_type: 'feedback' })).toBe('visitor')
  })
})

describe('webLink', () => {
  it('keeps web addresses only', () => {
    expect(webLink('https://exemple.fr')).toBe('https://exemple.fr/')
    expect(webLink('javascript:alert(1)')).toBeNull()
    expect(webLink('pas une url')).toBeNull()
    expect(webLink(null)).toBeNull()
  })
})

describe('campaignWeekCaption', () => {
  it("writes the card's week, also when it spans two months", () => {
    expect(campaignWeekCaption('2026-11-23T00:00:00.000Z')).toBe('Semaine du 23-29 novembre')
    expect(campaignWeekCaption('2026-11-30T00:00:00.000Z')).toBe('Semaine du 30 novembre-6 décembre')
    expect(campaignWeekCaption(null)).toBeNull()
  })
})

describe('groupCampaigns', () => {
  const now = new Date('2026-11-25T09:00:00Z')
  const campaign = (title: string, status: string, monday: string | null) => ({
    title,
    status,
    exposure_week_start: monday && `${monday}T00:00:00.000Z`,
  })
  const titles = (sections: ReturnType<typeof groupCampaigns<ReturnType<typeof campaign>>>) =>
    sections.map(({ title, projects }) => [title, projects.map((project) => project.title)])

  it('orders the sections "Cette semaine", "À venir", "Terminées", the coming weeks soonest first', () => {
    // As the database sorts them: latest week first.
    const list = [
      campaign('Dans trois semaines', 'scheduled', '2026-12-14'),
      campaign('La semaine prochaine', 'scheduled', '2026-11-30'),
      campaign('Celle-ci', 'scheduled', '2026-11-23'),
      campaign('Finie tôt', 'published', '2026-11-23'),
      campaign('Passée', 'scheduled', '2026-11-16'),
    ]
    expect(titles(groupCampaigns(list, now))).toEqual([
      ['Cette semaine', ['Celle-ci']],
      ['À venir', ['La semaine prochaine', 'Dans trois semaines']],
      ['Terminées', ['Finie tôt', 'Passée']],
    ])
  })

  it('leaves out a section with no campaign, and gives nothing for an empty list', () => {
    expect(titles(groupCampaigns([campaign('Passée', 'published', '2026-11-16')], now))).toEqual([
      ['Terminées', ['Passée']],
    ])
    expect(groupCampaigns([], now)).toEqual([])
  })
})

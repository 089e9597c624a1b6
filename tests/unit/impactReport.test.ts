import { describe, expect, it } from 'vitest'

import {
  actionsByDay,
  buildImpactReport,
  compareWithPrevious,
  comparisonScope,
  differenceLabel,
  hasImpactReport,
  impactReportCsv,
  impactReportFileName,
  reportIdFrom,
  supportedPosts,
  type ValidatedAction,
} from '@/domain/reports/impactReport'

/** The week of Monday 23 November 2026 (winter time: Paris is UTC+1). */
const MONDAY = '2026-11-23T00:00:00.000Z'

let nextId = 1
const action = (overrides: Partial<ValidatedAction> = {}): ValidatedAction => ({
  id: nextId++,
  actionType: 'like',
  network: null,
  url: 'https://www.linkedin.com/posts/tryb-1',
  declaredAt: '2026-11-24T10:00:00.000Z',
  memberId: 1,
  points: 1,
  ...overrides,
})

const noPrevious = { campaigns: 0, actions: 0, contributors: 0, points: 0 }

describe('hasImpactReport', () => {
  const campaign = { request_type: 'visibility' as const, status: 'scheduled' as const, exposure_week_start: MONDAY }

  it('opens on the Monday of the exposure week, Paris time', () => {
    // Sunday 22 November, 23:30 in Paris (22:30 UTC): the week has not started.
    expect(hasImpactReport(campaign, new Date('2026-11-22T22:30:00Z'))).toBe(false)
    // Monday 23 November, 00:30 in Paris (Sunday 23:30 UTC): it has.
    expect(hasImpactReport(campaign, new Date('2026-11-22T23:30:00Z'))).toBe(true)
    expect(hasImpactReport({ ...campaign, status: 'published' }, new Date('2027-03-01T12:00:00Z'))).toBe(true)
  })

  it('is for visibility campaigns that ran: scheduled or published, with a week', () => {
    const later = new Date('2026-12-01T12:00:00Z')
    expect(hasImpactReport({ ...campaign, request_type: 'feedback', status: 'published' }, later)).toBe(false)
    expect(hasImpactReport({ ...campaign, status: 'approved' }, later)).toBe(false)
    expect(hasImpactReport({ ...campaign, status: 'mod_requested' }, later)).toBe(false)
    expect(hasImpactReport({ ...campaign, exposure_week_start: null }, later)).toBe(false)
  })
})

describe('reportIdFrom', () => {
  it('reads a database id, nothing else', () => {
    expect(reportIdFrom('42')).toBe(42)
    for (const segment of ['0', '042', '-1', '1.5', 'abc', '', '2147483648', '99999999999'])
      expect(reportIdFrom(segment)).toBeNull()
    expect(reportIdFrom('2147483647')).toBe(2147483647)
  })
})

describe('actionsByDay', () => {
  it('counts by Paris calendar day and type, the seven days of the week always shown', () => {
    const days = actionsByDay(
      [
        // Monday 00:30 in Paris, still Sunday in UTC.
        action({ declaredAt: '2026-11-22T23:30:00Z', actionType: 'comment' }),
        action({ declaredAt: '2026-11-23T09:00:00Z' }),
        // Sunday 23:30 in Paris, the last day of the week.
        action({ declaredAt: '2026-11-29T22:30:00Z', actionType: 'share' }),
      ],
      MONDAY,
    )
    expect(days.map((day) => day.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(days[0]).toMatchObject({
      label: 'lundi 23 novembre',
      shortLabel: 'lun. 23',
      counts: { like: 1, comment: 1, share: 0, post: 0 },
      total: 2,
    })
    expect(days[6]).toMatchObject({ label: 'dimanche 29 novembre', counts: { share: 1 }, total: 1 })
    expect(days.slice(1, 6).every((day) => day.total === 0)).toBe(true)
  })

  it('adds "before" and "after" columns only when actions fall outside the week', () => {
    const days = actionsByDay(
      [
        // Sunday 22 November 23:59 in Paris: the day before the week.
        action({ declaredAt: '2026-11-22T22:59:00Z' }),
        // Monday 30 November 00:10 in Paris: the Monday after, when the reporting is sent.
        action({ declaredAt: '2026-11-29T23:10:00Z', actionType: 'post' }),
        action({ declaredAt: '2026-12-02T10:00:00Z', actionType: 'post' }),
      ],
      MONDAY,
    )
    expect(days).toHaveLength(9)
    expect(days[0]).toMatchObject({ key: 'before', label: 'Avant la semaine', total: 1, counts: { like: 1 } })
    expect(days[8]).toMatchObject({ key: 'after', label: 'Après la semaine', total: 2, counts: { post: 2 } })
  })

  it('follows summer time too (Paris is UTC+2)', () => {
    const days = actionsByDay([action({ declaredAt: '2026-06-14T22:30:00Z' })], '2026-06-08T00:00:00.000Z')
    // 14 June 22:30 UTC is Monday 15 June 00:30 in Paris: after the week of 8 June.
    expect(days.at(-1)).toMatchObject({ key: 'after', total: 1 })
  })
})

describe('supportedPosts', () => {
  const posts = [
    { url: 'https://www.linkedin.com/feed/update/urn:li:activity:7001/', network: 'linkedin' as const },
    { url: 'https://www.facebook.com/permalink.php?story_fbid=1&id=2', network: 'facebook' as const },
    { url: 'https://www.instagram.com/p/abc', network: 'instagram' as const },
  ]

  it('counts the actions carrying each post’s link, compared as links are compared everywhere', () => {
    const counted = supportedPosts(
      [
        // Another scheme, no www., no trailing slash, a tracking parameter: the same post.
        action({ url: 'http://linkedin.com/feed/update/urn:li:activity:7001?utm_source=x' }),
        // A comment's link: the post's link with a parameter added.
        action({ url: 'https://www.linkedin.com/feed/update/urn:li:activity:7001?commentUrn=9' }),
        // Parameters in another order name the same Facebook post; another story does not.
        action({ url: 'https://facebook.com/permalink.php?id=2&story_fbid=1' }),
        action({ url: 'https://facebook.com/permalink.php?story_fbid=3&id=2' }),
        action({ url: 'https://www.linkedin.com/feed/update/urn:li:activity:7002' }),
      ],
      posts,
    )
    expect(counted).toEqual([
      { url: posts[0].url, network: 'linkedin', label: 'LinkedIn · Post', actions: 2 },
      { url: posts[1].url, network: 'facebook', label: 'Facebook · Publication', actions: 1 },
      { url: posts[2].url, network: 'instagram', label: 'Instagram · Post', actions: 0 },
    ])
  })
})

describe('compareWithPrevious', () => {
  it('compares with the mean per previous campaign', () => {
    const comparison = compareWithPrevious(
      { actions: 12, contributors: 5, points: 30 },
      { campaigns: 3, actions: 24, contributors: 10, points: 0 },
    )
    expect(comparison).toEqual({
      campaigns: 3,
      figures: {
        actions: { value: 12, average: 8, percent: 50 },
        contributors: { value: 5, average: 3.3, percent: 50 },
        points: { value: 30, average: 0, percent: null },
      },
    })
  })

  it('has nothing to compare with for the first campaign', () => {
    expect(compareWithPrevious({ actions: 3, contributors: 2, points: 6 }, noPrevious)).toBeNull()
  })

  it('says what it compares with', () => {
    expect(comparisonScope(1)).toBe(
      'Comparée à la seule campagne de visibilité dont la semaine d’exposition a précédé celle-ci.',
    )
    expect(comparisonScope(4)).toBe(
      'Moyenne des 4 campagnes de visibilité dont la semaine d’exposition a précédé celle-ci.',
    )
  })

  it('writes the difference in French', () => {
    expect(differenceLabel({ value: 12, average: 8, percent: 50 })).toBe('+50\u00a0%')
    expect(differenceLabel({ value: 6, average: 8, percent: -25 })).toBe('−25\u00a0%')
    expect(differenceLabel({ value: 8, average: 8, percent: 0 })).toBe('dans la moyenne')
    expect(differenceLabel({ value: 3, average: 0, percent: null })).toBe('au-dessus de la moyenne')
    expect(differenceLabel({ value: 0, average: 0, percent: null })).toBe('dans la moyenne')
  })
})

describe('buildImpactReport', () => {
  it('sums the actions, their distinct members and their ledger points', () => {
    const report = buildImpactReport({
      weekStart: MONDAY,
      actions: [
        action({ memberId: 1, actionType: 'like', points: 1 }),
        action({ memberId: 1, actionType: 'comment', points: 3 }),
        action({ memberId: 2, actionType: 'post', points: 10 }),
        // Validated but never credited (a credit is written by the validation; say it was not).
        action({ memberId: 3, actionType: 'like', points: 0 }),
      ],
      posts: [],
      processedAt: null,
      previous: { campaigns: 2, actions: 4, contributors: 4, points: 20 },
    })
    expect(report.final).toBe(false)
    expect(report.processedAt).toBeNull()
    expect(report.totals).toEqual({ actions: 4, contributors: 3, points: 14 })
    expect(report.byType).toEqual([
      { type: 'like', label: 'Like', count: 2 },
      { type: 'comment', label: 'Commentaire', count: 1 },
      { type: 'share', label: 'Partage', count: 0 },
      { type: 'post', label: 'Post', count: 1 },
    ])
    expect(report.byDay[1].total).toBe(4)
    expect(report.comparison?.figures.actions).toEqual({ value: 4, average: 2, percent: 100 })
  })

  it('is final once the reporting was processed', () => {
    const report = buildImpactReport({
      weekStart: MONDAY,
      actions: [],
      posts: [],
      processedAt: new Date('2026-11-30T09:00:00Z'),
      previous: noPrevious,
    })
    expect(report).toMatchObject({ final: true, processedAt: '2026-11-30T09:00:00.000Z', comparison: null })
    expect(report.totals).toEqual({ actions: 0, contributors: 0, points: 0 })
  })
})

describe('impactReportCsv', () => {
  const text = (csv: string) => csv.replace(/^\uFEFF/, '')

  it('writes one row per action for a French spreadsheet: BOM, `;`, CRLF, French headers, oldest first', () => {
    const csv = impactReportCsv(
      [
        action({
          declaredAt: '2026-11-25T10:00:00Z',
          actionType: 'share',
          network: 'instagram',
          url: 'https://instagram.com/p/x',
        }),
        // 23:30 UTC on the 23rd is the 24th in Paris.
        action({
          declaredAt: '2026-11-23T23:30:00Z',
          actionType: 'comment',
          url: 'https://www.linkedin.com/posts/1?commentUrn=2',
        }),
      ],
      [{ url: 'https://linkedin.com/posts/1', network: 'linkedin' }],
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(text(csv)).toBe(
      [
        'Date;Type;Réseau;Lien',
        '24/11/2026;Commentaire;LinkedIn;https://www.linkedin.com/posts/1?commentUrn=2',
        '25/11/2026;Partage;Instagram;https://instagram.com/p/x',
        '',
      ].join('\r\n'),
    )
  })

  it('never names the member, quotes what needs it and disarms formulas', () => {
    const csv = impactReportCsv(
      [
        action({ memberId: 77, url: 'https://exemple.fr/a;b"c' }),
        action({ memberId: 78, url: '=HYPERLINK("https://x.fr")' }),
      ],
      [],
    )
    expect(text(csv).split('\r\n')).toEqual([
      'Date;Type;Réseau;Lien',
      '24/11/2026;Like;;"https://exemple.fr/a;b""c"',
      `24/11/2026;Like;;"'=HYPERLINK(""https://x.fr"")"`,
      '',
    ])
    expect(csv).not.toContain('77')
  })

  it('names the file after the project and the Paris day', () => {
    expect(impactReportFileName('studio-léa', new Date('2026-11-29T23:30:00Z'))).toBe(
      'rapport-impact-studio-l-a-2026-11-30.csv',
    )
  })
})

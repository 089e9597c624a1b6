import { describe, expect, it } from 'vitest'

import { memberMayChangeDeclaredAction } from '@/domain/declaredActions/declaredActionChanges'
import { DECLARED_ACTION_STATUSES } from '@/domain/declaredActions/declaredActions'
import {
  duplicateSupportPost,
  exposureWeekEnd,
  sameSupportPosts,
  SUPPORT_POSTS_MESSAGES,
  supportPostsEditable,
} from '@/domain/support/supportPosts'
import { declaredActionCorrectionSchema } from '@/validation/declaredActionCorrection'
import { supportPostsSchema } from '@/validation/supportPosts'

/** A campaign scheduled for the week of Monday 23 November 2026 (stored at midnight UTC). */
const campaign = {
  request_type: 'visibility',
  status: 'scheduled',
  exposure_week_start: '2026-11-23T00:00:00.000Z',
}

describe('exposureWeekEnd', () => {
  it('is the next Monday at midnight in Paris (23:00 UTC on Sunday in winter)', () => {
    expect(exposureWeekEnd('2026-11-23T00:00:00.000Z').toISOString()).toBe('2026-11-29T23:00:00.000Z')
  })

  it('is 22:00 UTC on Sunday in summer, and crosses a month', () => {
    expect(exposureWeekEnd(new Date('2026-06-29T00:00:00.000Z')).toISOString()).toBe('2026-07-05T22:00:00.000Z')
  })

  it('ends a week spanning the October clock change at Paris midnight, in winter time', () => {
    // Clocks go back on Sunday 25 October 2026: the next Monday starts at 23:00 UTC.
    expect(exposureWeekEnd('2026-10-19T00:00:00.000Z').toISOString()).toBe('2026-10-25T23:00:00.000Z')
  })
})

describe('supportPostsEditable', () => {
  it('is open before the week and through its Sunday, Paris time', () => {
    expect(supportPostsEditable(campaign, new Date('2026-11-10T12:00:00Z'))).toBe(true)
    expect(supportPostsEditable(campaign, new Date('2026-11-23T09:00:00Z'))).toBe(true)
    // Sunday 29 November, 23:59:59 in Paris.
    expect(supportPostsEditable(campaign, new Date('2026-11-29T22:59:59Z'))).toBe(true)
  })

  it('closes at midnight on the Monday after the week, Paris time', () => {
    expect(supportPostsEditable(campaign, new Date('2026-11-29T23:00:00Z'))).toBe(false)
    expect(supportPostsEditable(campaign, new Date('2026-12-15T12:00:00Z'))).toBe(false)
  })

  it('stays open for a campaign marked published during its week', () => {
    expect(supportPostsEditable({ ...campaign, status: 'published' }, new Date('2026-11-25T12:00:00Z'))).toBe(true)
  })

  it.each(['pending', 'approved', 'mod_requested'])('is closed for a %s project', (status) => {
    expect(supportPostsEditable({ ...campaign, status }, new Date('2026-11-25T12:00:00Z'))).toBe(false)
  })

  it('is closed for a feedback project and for a campaign with no week', () => {
    const wednesday = new Date('2026-11-25T12:00:00Z')
    expect(supportPostsEditable({ ...campaign, request_type: 'feedback' }, wednesday)).toBe(false)
    expect(supportPostsEditable({ ...campaign, exposure_week_start: null }, wednesday)).toBe(false)
  })
})

describe('duplicateSupportPost', () => {
  it('finds the second link to the same post, scheme, www and tracking aside', () => {
    expect(
      duplicateSupportPost([
        { url: 'https://www.linkedin.com/posts/abc' },
        { url: 'https://instagram.com/p/1' },
        { url: 'http://linkedin.com/posts/abc/?utm_source=x' },
      ]),
    ).toBe(2)
  })

  it('is null for distinct links and for an empty list', () => {
    expect(duplicateSupportPost([{ url: 'https://a.fr/1' }, { url: 'https://a.fr/2' }])).toBeNull()
    expect(duplicateSupportPost([])).toBeNull()
  })
})

describe('sameSupportPosts', () => {
  const posts = [
    { url: 'https://a.fr/1', network: 'linkedin' },
    { url: 'https://a.fr/2', network: 'other' },
  ]

  it('ignores row ids and treats no list as an empty one', () => {
    expect(
      sameSupportPosts(
        posts.map((post, index) => ({ ...post, id: `row-${index}` })),
        posts,
      ),
    ).toBe(true)
    expect(sameSupportPosts(null, [])).toBe(true)
  })

  it('sees a changed network, a changed order and a removed post', () => {
    expect(sameSupportPosts([posts[0], { ...posts[1], network: 'facebook' }], posts)).toBe(false)
    expect(sameSupportPosts([posts[1], posts[0]], posts)).toBe(false)
    expect(sameSupportPosts([posts[0]], posts)).toBe(false)
  })
})

describe('supportPostsSchema', () => {
  it('stores links normalised', () => {
    const parsed = supportPostsSchema.parse({ posts: [{ url: ' linkedin.com/posts/1 ', network: 'linkedin' }] })
    expect(parsed.posts).toEqual([{ url: 'https://linkedin.com/posts/1', network: 'linkedin' }])
  })

  it('names the field at fault in French', () => {
    const result = supportPostsSchema.safeParse({
      posts: [
        { url: '', network: 'linkedin' },
        { url: 'javascript:alert(1)', network: 'other' },
        { url: 'https://a.fr/1', network: '' },
      ],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['posts.0.url', SUPPORT_POSTS_MESSAGES.urlRequired],
      ['posts.1.url', 'Ce lien n’est pas valide (exemple : https://monprojet.fr).'],
      ['posts.2.network', SUPPORT_POSTS_MESSAGES.networkRequired],
    ])
  })

  it('refuses a sixth post and a link given twice', () => {
    const post = (n: number) => ({ url: `https://a.fr/${n}`, network: 'linkedin' })
    const tooMany = supportPostsSchema.safeParse({ posts: [1, 2, 3, 4, 5, 6].map(post) })
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([SUPPORT_POSTS_MESSAGES.tooMany])
    const twice = supportPostsSchema.safeParse({ posts: [post(1), post(2), { ...post(1), network: 'other' }] })
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['posts.2.url', SUPPORT_POSTS_MESSAGES.duplicate],
    ])
  })
})

describe('a member’s own declaration', () => {
  it('changes only while pending', () => {
    expect(DECLARED_ACTION_STATUSES.filter(memberMayChangeDeclaredAction)).toEqual(['pending'])
  })

  it('is corrected with a type, a web link and an optional network', () => {
    expect(declaredActionCorrectionSchema.parse({ action_type: 'share', url: 'x.com/1', network: '' })).toEqual({
      action_type: 'share',
      url: 'https://x.com/1',
      network: '',
    })
    const refused = declaredActionCorrectionSchema.safeParse({ action_type: 'vote', url: 'ftp://x', network: 'tiktok' })
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['action_type', 'url', 'network'])
  })
})

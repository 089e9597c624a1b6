import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { messageHeaders } from '@/email/messageHeaders'
import { weeklyDigestEmail } from '@/email/templates/weeklyDigestEmail'
import type { Standing } from '@/domain/points/standing'
import {
  digestWeek,
  newFeedbackSince,
  weeklyDigestDue,
  weeklyDigestKey,
  weeklyDigestNotice,
  type WeeklyDigestContent,
} from '@/domain/email/weeklyDigestRules'

describe('when the digest is due', () => {
  it('is Monday from 08:00 in Paris, winter and summer, and no other day', () => {
    // Winter (UTC+1): Monday 23 November 2026, 08:00 Paris = 07:00 UTC.
    expect(weeklyDigestDue(new Date('2026-11-23T07:00:00Z'))).toBe(true)
    expect(weeklyDigestDue(new Date('2026-11-23T07:59:59Z'))).toBe(true)
    expect(weeklyDigestDue(new Date('2026-11-23T06:59:59Z'))).toBe(false)
    // Later on Monday: a catch-up of what the 08:00 run left unsent; Monday 23:59 Paris is the last.
    expect(weeklyDigestDue(new Date('2026-11-23T08:00:00Z'))).toBe(true)
    expect(weeklyDigestDue(new Date('2026-11-23T22:59:59Z'))).toBe(true)
    expect(weeklyDigestDue(new Date('2026-11-23T23:00:00Z'))).toBe(false)
    // Summer (UTC+2): Monday 6 July 2026, 08:30 Paris = 06:30 UTC; 07:30 UTC is 09:30 there.
    expect(weeklyDigestDue(new Date('2026-07-06T06:30:00Z'))).toBe(true)
    expect(weeklyDigestDue(new Date('2026-07-06T05:30:00Z'))).toBe(false)
    // 08:xx on other days.
    expect(weeklyDigestDue(new Date('2026-11-22T07:30:00Z'))).toBe(false)
    expect(weeklyDigestDue(new Date('2026-11-24T07:30:00Z'))).toBe(false)
  })

  it('names the week by its Monday, the same all week in Paris', () => {
    expect(digestWeek(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23')
    // Sunday 23:30 Paris is still the week before; Monday 00:30 Paris (Sunday 23:30 UTC) the new one.
    expect(digestWeek(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-23')
    expect(digestWeek(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30')
    expect(weeklyDigestKey('2026-11-23', 7)).toBe('week_projects:2026-11-23:7')
  })

  it('counts new feedback projects from the previous Monday’s midnight in Paris', () => {
    expect(newFeedbackSince(new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-15T23:00:00.000Z')
    // The Monday after the clocks went forward (29 March 2026): the week before began in winter time.
    expect(newFeedbackSince(new Date('2026-03-30T06:00:00Z')).toISOString()).toBe('2026-03-22T23:00:00.000Z')
    expect(newFeedbackSince(new Date('2026-07-06T06:30:00Z')).toISOString()).toBe('2026-06-28T22:00:00.000Z')
  })
})

const standing: Standing = {
  points: 12,
  required: 42,
  threshold: 78,
  proRata: true,
  exempt: false,
  reached: false,
  missing: 30,
  daysLeft: 39,
}

const content = (overrides: Partial<WeeklyDigestContent> = {}): WeeklyDigestContent => ({
  firstName: 'Nina',
  weekLabel: '23-29 novembre',
  projects: [
    {
      title: 'Studio Léa',
      path: '/p/studio-lea',
      posts: [
        { url: 'https://www.linkedin.com/feed/update/1', network: 'linkedin' },
        { url: 'https://www.instagram.com/p/2', network: 'instagram' },
      ],
    },
    { title: 'Atelier <Compta>', path: '/p/atelier-compta', posts: [] },
  ],
  feedback: [{ title: 'Bilan carbone', path: '/p/bilan-carbone', feedbacks: 2 }],
  standing,
  gains: [
    { type: 'like', label: 'Like', points: 1 },
    { type: 'post', label: 'Post', points: 10 },
  ],
  pending: {
    shown: [{ projectTitle: 'Studio Léa', actionType: 'comment' }],
    total: 3,
  },
  ...overrides,
})

describe('the digest’s notification', () => {
  it('names the projects, the points against the requirement (pro rata said), the days left, the pending', () => {
    expect(weeklyDigestNotice(content())).toEqual({
      title: 'Cette semaine dans la Tryb : 2 projets à amplifier',
      body: 'À amplifier : Studio Léa, Atelier <Compta>. 12 points sur 42 (ton seuil au prorata) · 39 jours restants · 3 déclarations en attente.',
    })
    expect(
      weeklyDigestNotice(
        content({ projects: [], pending: { shown: [], total: 0 }, standing: { ...standing, proRata: false } }),
      ),
    ).toEqual({
      title: 'Cette semaine dans la Tryb',
      body: 'Aucun projet à amplifier cette semaine. 12 points sur 42 · 39 jours restants.',
    })
  })
})

describe('the digest e-mail', () => {
  const SITE = 'https://tryb.example'
  const UNSUBSCRIBE = `${SITE}/api/weekly-digest/unsubscribe?token=7.abc`
  let savedSiteUrl: string | undefined
  beforeEach(() => {
    savedSiteUrl = process.env.SITE_URL
    process.env.SITE_URL = SITE
  })
  afterEach(() => {
    if (savedSiteUrl === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = savedSiteUrl
  })

  const email = (overrides: Partial<WeeklyDigestContent> = {}) =>
    weeklyDigestEmail({
      to: 'nina@exemple.fr',
      content: content(overrides),
      siteUrl: SITE,
      unsubscribeUrl: UNSUBSCRIBE,
    })

  it('carries the one-click unsubscribe headers of RFC 8058', () => {
    expect(email().headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('lists the projects with their posts, the new feedback projects, the standing and the pending, in order', () => {
    const { subject, text } = email()
    expect(subject).toBe('Cette semaine dans la Tryb — semaine du 23-29 novembre')
    const order = [
      'Bonjour Nina,',
      'Tu as 12 points sur les 42 nécessaires. Il t’en manque 30 pour atteindre ton seuil au prorata.',
      'Seuil au prorata : activé·e en cours de semestre, il te faut 42 points au lieu de 78.',
      'Il reste 39 jours dans le semestre.',
      'Une action validée de plus te rapporte : Like +1, Post +10.',
      'À amplifier cette semaine',
      `- Studio Léa : ${SITE}/p/studio-lea`,
      '  LinkedIn · Post : https://www.linkedin.com/feed/update/1',
      '  Instagram · Post : https://www.instagram.com/p/2',
      `- Atelier <Compta> — les publications à soutenir arrivent sur sa page : ${SITE}/p/atelier-compta`,
      'Nouvelles idées à challenger',
      `- Bilan carbone — 2 retours : ${SITE}/p/bilan-carbone`,
      'Mes déclarations en attente',
      '- Commentaire sur « Studio Léa »',
      `- … et 2 autres : ${SITE}/contributions`,
      `${SITE}/dashboard`,
      `Ne plus recevoir ce récapitulatif : ${UNSUBSCRIBE}`,
    ]
    const positions = order.map((part) => text.indexOf(part))
    expect(
      positions.every((position) => position >= 0),
      JSON.stringify(positions),
    ).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('writes the same in the HTML, links clickable and text escaped', () => {
    const { html } = email()
    expect(html).toContain('href="https://www.linkedin.com/feed/update/1"')
    expect(html).toContain(`href="${SITE}/p/studio-lea"`)
    expect(html).toContain('Atelier &lt;Compta&gt;')
    expect(html).toContain(`href="${UNSUBSCRIBE}"`)
    expect(html).not.toContain('<Compta>')
  })

  it('says so when a section is empty', () => {
    const { text } = email({ projects: [], feedback: [], pending: { shown: [], total: 0 } })
    expect(text).toContain('À amplifier cette semaine\nAucun projet à amplifier cette semaine.')
    expect(text).toContain('Nouvelles idées à challenger\nAucun nouveau projet en feedback depuis lundi dernier.')
    expect(text).toContain('Mes déclarations en attente\nAucune déclaration en attente de vérification.')
  })
})

describe('messageHeaders', () => {
  it('keeps one-line string headers and drops what could start another header', () => {
    expect(messageHeaders({ 'List-Unsubscribe': '<https://x>' })).toEqual({ 'List-Unsubscribe': '<https://x>' })
    expect(messageHeaders({ 'X-Bad': 'a\r\nBcc: x@y', 'X Space': 'a', 'X-Num': 3 })).toBeUndefined()
    for (const none of [null, undefined, 'texte', ['a'], {}]) expect(messageHeaders(none)).toBeUndefined()
  })
})

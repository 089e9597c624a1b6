import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WeekPanel } from '@/components/dashboard/WeekPanel'
import type { WeekPanelProject } from '@/dashboard/weekPanel'
import type { FeedbackRequest } from '@/feedbacks/feedbackRequests'
import { actionGains, type Standing } from '@/domain/points/standing'

const standing: Standing = {
  points: 12,
  required: 78,
  threshold: 78,
  proRata: false,
  exempt: false,
  reached: false,
  missing: 66,
  daysLeft: 39,
}

const render = (
  projects: WeekPanelProject[],
  overrides: Partial<Standing> = {},
  feedbackRequests: FeedbackRequest[] = [],
  firstWeek = false,
) =>
  renderToStaticMarkup(
    createElement(WeekPanel, {
      weekLabel: '23-29 novembre',
      projects,
      feedbackRequests,
      standing: { ...standing, ...overrides },
      gains: actionGains({ like: 1, comment: 3, share: 3, post: 10 }),
      firstWeek,
    }),
  )

describe('"Cette semaine"', () => {
  it('lists the feedback projects asking for feedback with how many they have', () => {
    const html = render([], {}, [
      { id: 1, title: 'Questionnaire', path: '/p/questionnaire', feedbacks: 0 },
      { id: 2, title: 'Bilan carbone', path: '/p/bilan-carbone', feedbacks: 3 },
    ])
    expect(html).toContain('Ils attendent tes retours')
    expect(html).toContain('href="/p/questionnaire"')
    expect(html).toContain('Aucun retour')
    expect(html).toContain('3 retours')
    expect(render([])).not.toContain('Ils attendent tes retours')
  })

  it('says so when no project is to be amplified this week, and points to the ideas to challenge', () => {
    const html = render([])
    expect(html).toContain('Aucun projet à amplifier cette semaine : les prochains arrivent lundi.')
    expect(html).toContain('href="/communaute/feedbacks"')
    expect(html).not.toContain('data-testid="week-projects"')
    expect(html).toContain('Semaine du 23-29 novembre · 39 jours restants dans le semestre')
  })

  it('shows each project with what the member declared, or that nothing is, or that it is theirs', () => {
    const html = render([
      {
        id: 1,
        title: 'Studio Léa',
        path: '/p/studio-lea',
        own: false,
        declared: [
          { type: 'like', status: 'validated_auto' },
          { type: 'comment', status: 'pending' },
        ],
      },
      { id: 2, title: 'Atelier', path: '/p/atelier', own: false, declared: [] },
      { id: 3, title: 'Mon projet', path: '/p/mon-projet', own: true, declared: [] },
    ])
    expect(html).toContain('href="/p/studio-lea"')
    expect(html).toContain('aria-label="Mes déclarations sur Studio Léa"')
    expect(html).toMatch(/Like <span[^>]*>Validé<\/span>/)
    expect(html).toMatch(/Commentaire <span[^>]*>En attente<\/span>/)
    // Nothing declared by the member, said as such (not read as "nothing pending").
    expect(html).toContain('Tu n’as encore rien déclaré sur ce projet.')
    expect(html).toContain('C’est ton projet : la communauté le soutient cette semaine.')
  })

  it('gives the requirement, pro rata and said so for a member activated this semester', () => {
    expect(render([])).toContain('sur 78 nécessaires ce semestre')
    const proRata = render([], { required: 42, proRata: true, missing: 30 })
    expect(proRata).toContain('sur 42 nécessaires ce semestre')
    expect(proRata).toContain('Il t’en manque 30 pour atteindre ton seuil au prorata.')
    expect(proRata).toContain('il te faut 42 points au lieu de 78')
    expect(proRata).not.toContain('le seuil')
  })

  it('in the first week, gives the semester’s goal and the time left instead of what is missing', () => {
    const dayOne = render(
      [],
      { points: 0, required: 15, threshold: 78, proRata: true, missing: 15, daysLeft: 20 },
      [],
      true,
    )
    expect(dayOne).toContain('Objectif du semestre : 15 points (ton seuil au prorata), et 20 jours pour l’atteindre.')
    expect(dayOne).not.toContain('manque')
    expect(render([], { points: 0, missing: 78 }, [], false)).toContain('Il t’en manque 78 pour atteindre le seuil.')
  })

  it('lists what one more validated action of each type adds', () => {
    const html = render([])
    for (const text of ['+1 point', '+3 points', '+10 points']) expect(html).toContain(text)
  })
})

import { describe, expect, it } from 'vitest'

import {
  actionGains,
  firstWeekGap,
  proRataNote,
  semesterStanding,
  standingGap,
  standingSentence,
  standingVerdict,
  type Standing,
} from '@/domain/points/standing'

// Noon UTC is the same calendar day in Paris.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`)
const NOW = day('2026-11-23')

describe('semesterStanding', () => {
  it('asks the whole threshold of a member active since before the semester', () => {
    expect(semesterStanding({ points: 30, threshold: 78, activatedAt: '2025-03-01T09:00:00.000Z', now: NOW })).toEqual({
      points: 30,
      required: 78,
      threshold: 78,
      proRata: false,
      exempt: false,
      reached: false,
      missing: 48,
      daysLeft: 39,
    })
    expect(semesterStanding({ points: 80, threshold: 78, activatedAt: null, now: NOW })).toMatchObject({
      reached: true,
      missing: 0,
    })
  })

  it('asks a member activated during the semester the pro rata share the close will ask', () => {
    // Activated 1 October: 14 weeks of 26 → ceil(78 × 14 / 26) = 42 (as the semester job judges).
    const standing = semesterStanding({ points: 41, threshold: 78, activatedAt: '2026-10-01T09:00:00.000Z', now: NOW })
    expect(standing).toMatchObject({ required: 42, proRata: true, reached: false, missing: 1 })
    expect(
      semesterStanding({ ...standing, activatedAt: '2026-10-01T09:00:00.000Z', now: NOW, points: 42 }).reached,
    ).toBe(true)
  })

  it('counts an exempt member as reached whatever the points', () => {
    expect(semesterStanding({ points: 0, threshold: 78, activatedAt: null, exempt: true, now: NOW })).toMatchObject({
      exempt: true,
      reached: true,
    })
  })
})

describe('what the member is told', () => {
  const base: Standing = {
    points: 12,
    required: 78,
    threshold: 78,
    proRata: false,
    exempt: false,
    reached: false,
    missing: 66,
    daysLeft: 39,
  }

  it('in the first week says the goal and the days left, never what is missing', () => {
    expect(firstWeekGap({ ...base, points: 0, missing: 78 })).toBe(
      'Objectif du semestre : 78 points, et 39 jours pour l’atteindre.',
    )
    expect(firstWeekGap({ ...base, required: 1, proRata: true, missing: 1, daysLeft: 1 })).toBe(
      'Objectif du semestre : 1 point (ton seuil au prorata), et 1 jour pour l’atteindre.',
    )
    expect(firstWeekGap({ ...base, reached: true })).toBe(standingGap({ ...base, reached: true }))
    expect(firstWeekGap({ ...base, exempt: true })).toBe(standingGap({ ...base, exempt: true }))
  })

  it('says how many points are missing for the threshold', () => {
    expect(standingGap(base)).toBe('Il t’en manque 66 pour atteindre le seuil.')
    expect(standingSentence(base)).toBe(
      'Tu as 12 points sur les 78 nécessaires. Il t’en manque 66 pour atteindre le seuil.',
    )
    expect(standingVerdict(base)).toBe('En dessous du seuil, participe davantage cette semaine.')
  })

  it('never tells a pro rata member they are under the threshold without saying it is pro rata, and why', () => {
    const proRata = { ...base, required: 42, proRata: true, missing: 30 }
    expect(standingGap(proRata)).toBe('Il t’en manque 30 pour atteindre ton seuil au prorata.')
    expect(proRataNote(proRata)).toBe(
      'Seuil au prorata : activé·e en cours de semestre, il te faut 42 points au lieu de 78.',
    )
    expect(standingSentence(proRata)).toBe(
      `Tu as 12 points sur les 42 nécessaires. Il t’en manque 30 pour atteindre ton seuil au prorata. ${proRataNote(proRata)}`,
    )
    expect(standingVerdict(proRata)).toBe('En dessous de ton seuil au prorata, participe davantage cette semaine.')
    for (const text of [standingGap(proRata), standingSentence(proRata), standingVerdict(proRata)]) {
      expect(text).not.toMatch(/\ble seuil\b|du seuil/)
    }
  })

  it('congratulates a member who reached it, and reassures an exempt one', () => {
    expect(standingSentence({ ...base, points: 1, required: 1, reached: true, missing: 0 })).toBe(
      'Tu as 1 point sur les 1 nécessaires. Seuil atteint : ta place de membre actif est assurée pour ce semestre.',
    )
    expect(standingVerdict({ ...base, reached: true })).toBe('Actif dans la Tryb')
    expect(standingSentence({ ...base, exempt: true, reached: true })).toBe(
      'Tu es dispensé·e du seuil de points ce semestre.',
    )
    expect(standingVerdict({ ...base, exempt: true, reached: true })).toBe('Dispensé·e du seuil de points')
  })
})

describe('actionGains', () => {
  it('lists each action type with its points from the rules', () => {
    expect(actionGains({ like: 1, comment: 3, share: 4, post: 10 })).toEqual([
      { type: 'like', label: 'Like', points: 1 },
      { type: 'comment', label: 'Commentaire', points: 3 },
      { type: 'share', label: 'Partage', points: 4 },
      { type: 'post', label: 'Post', points: 10 },
    ])
  })
})

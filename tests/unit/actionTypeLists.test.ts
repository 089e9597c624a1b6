import { describe, expect, it } from 'vitest'

import {
  ACTION_TYPE_LABELS,
  ACTION_TYPE_WORDS,
  ACTION_TYPES,
  actionTypesInWords,
  POINTS_RULES,
} from '@/domain/declaredActions/declaredActions'
import { frenchList } from '@/domain/french'
import { everyPointsRule } from '@/domain/points/pointsTable'

describe('the landing’s points table', () => {
  it('keeps the saved rows, their wording and order', () => {
    const saved = POINTS_RULES.map(({ value }, index) => ({
      id: `row-${index}`,
      action: `Texte ${index}`,
      rule: value,
    }))
    expect(everyPointsRule([...saved].reverse())).toEqual([...saved].reverse())
  })

  it('adds a row in the default wording for a rule the saved landing leaves out', () => {
    const rows = everyPointsRule([
      { id: 'a', action: 'Parrainer', rule: 'referral' },
      { id: 'b', action: 'Un like', rule: 'like' },
    ])
    expect(rows.slice(0, 2).map((row) => row.action)).toEqual(['Parrainer', 'Un like'])
    expect(rows.slice(2)).toEqual(
      expect.arrayContaining([
        { action: 'Commenter un post', rule: 'comment' },
        { action: 'Partager un post', rule: 'share' },
        { action: 'Publier un post sur un projet', rule: 'post' },
      ]),
    )
    expect(rows).toHaveLength(POINTS_RULES.length)
    expect(new Set(rows.map((row) => row.rule))).toEqual(new Set(POINTS_RULES.map(({ value }) => value)))
  })
})

describe('the action types in a sentence', () => {
  it('lists every type the French way, with what follows them', () => {
    expect(frenchList(['like'])).toBe('like')
    expect(frenchList(['like', 'commente', 'partage'])).toBe('like, commente ou partage')
    expect(actionTypesInWords((type) => ACTION_TYPE_WORDS[type].imperative)).toMatch(
      /^like, commente, partage(,| ou) publie\b/,
    )
    expect(actionTypesInWords((type) => ACTION_TYPE_LABELS[type].toLowerCase(), 'parrainage')).toBe(
      `${ACTION_TYPES.map((type) => ACTION_TYPE_LABELS[type].toLowerCase()).join(', ')} ou parrainage`,
    )
  })
})

import { describe, expect, it } from 'vitest'

import { ACTION_TYPE_WORDS, ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import { DEFAULT_POINTS } from '@/domain/rules'
import { howToEarn, semesterReminderEmail } from '@/email/templates/semester'

describe('the semester reminder', () => {
  it('states what each action earns under the rules as they are', () => {
    const sentence = howToEarn(DEFAULT_POINTS)
    expect(sentence).toMatch(
      /^Chaque action validée compte : un like \(1 point\), un commentaire \(3 points\), un partage \(3 points\), un post sur un projet \(10 points\), .*un parrainage devenu actif \(10 points\)\.$/,
    )
    for (const type of ACTION_TYPES) expect(sentence).toContain(`${ACTION_TYPE_WORDS[type].indefinite} (`)
    const email = semesterReminderEmail({
      to: 'ana@example.com',
      firstName: 'Ana',
      points: 20,
      required: 78,
      url: 'https://tryb.example/dashboard',
      daysLeft: 10,
      rulePoints: { ...DEFAULT_POINTS, like: 2, comment: 5 },
    })
    expect(email.text).toContain('un like (2 points), un commentaire (5 points), un partage (3 points)')
  })
})

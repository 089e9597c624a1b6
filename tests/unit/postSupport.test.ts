import { describe, expect, it } from 'vitest'

import { ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import { postHasActionsLeft, postSupportStates, type DeclaredSupport } from '@/domain/support/postSupport'

const POST = 'https://www.linkedin.com/posts/facturo_lancement-activity-1'
const declared = (overrides: Partial<DeclaredSupport> & Pick<DeclaredSupport, 'id'>): DeclaredSupport => ({
  actionType: 'like',
  url: POST,
  status: 'pending',
  declaredAgain: false,
  points: null,
  ...overrides,
})

describe('what a post to support shows of the member’s declarations', () => {
  it('says each declared action’s state, matched on the link as the report matches it', () => {
    const states = postSupportStates(POST, [
      declared({ id: 1, actionType: 'comment', status: 'validated_manual', points: 3 }),
      // The same post, typed without www. and with a tracking parameter.
      declared({ id: 2, url: 'linkedin.com/posts/facturo_lancement-activity-1/?utm_source=tryb' }),
      declared({ id: 3, actionType: 'share', url: 'https://www.linkedin.com/posts/autre-publication' }),
    ])
    expect(states).toEqual([
      { id: 2, actionType: 'like', text: 'Déclaré — en attente', tone: 'pending', correctable: false },
      { id: 1, actionType: 'comment', text: 'Validé +3', tone: 'validated', correctable: false },
    ])
    expect(postHasActionsLeft(states)).toBe(true)
  })

  it('shows a refusal as correctable until it is declared again, then the newest declaration', () => {
    expect(postSupportStates(POST, [declared({ id: 4, status: 'rejected' })])).toEqual([
      { id: 4, actionType: 'like', text: 'Rejeté', tone: 'rejected', correctable: true },
    ])
    expect(
      postSupportStates(POST, [
        declared({ id: 4, status: 'rejected', declaredAgain: true }),
        declared({ id: 5, status: 'validated_auto', points: 1 }),
      ]),
    ).toEqual([{ id: 5, actionType: 'like', text: 'Validé +1', tone: 'validated', correctable: false }])
  })

  it('offers nothing more once every action type is declared on the post', () => {
    const all = postSupportStates(
      POST,
      ACTION_TYPES.map((actionType, index) => declared({ id: index, actionType })),
    )
    expect(all).toHaveLength(ACTION_TYPES.length)
    expect(postHasActionsLeft(all)).toBe(false)
    expect(postSupportStates('pas un lien', [declared({ id: 9 })])).toEqual([])
  })
})

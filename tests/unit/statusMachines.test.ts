import { describe, expect, it } from 'vitest'

import { DECLARED_ACTION_STATUSES } from '@/domain/declaredActions/declaredActions'
import {
  DECLARED_ACTION_TRANSITION_ERRORS,
  declaredActionTransitionError,
} from '@/domain/declaredActions/declaredActionTransitions'
import { MEMBER_TRANSITION_ERRORS, memberTransition } from '@/domain/members/memberTransitions'
import { creditSlot, reversalSlot, UNDO_WINDOW_SECONDS } from '@/domain/moderation/undo'
import {
  ownerMayEditContent,
  PROJECT_TRANSITION_ERRORS,
  projectTransitionAction,
  projectTransitionError,
  type ProjectActor,
} from '@/domain/projects/projectTransitions'
import { PROJECT_STATUSES, type ProjectStatus, type RequestType } from '@/domain/projects/projectVisibility'

const WEEK = '2026-11-23'

const allowed = (from: ProjectStatus, to: ProjectStatus, requestType: RequestType, actor: ProjectActor) =>
  projectTransitionError({
    from,
    to,
    requestType,
    actor,
    notes: 'Merci de préciser la cible.',
    exposureWeekStart: WEEK,
  }) === null

describe('project status machine', () => {
  it('lets an admin take a visibility project through validation, planning and publication', () => {
    expect(allowed('pending', 'approved', 'visibility', 'admin')).toBe(true)
    expect(allowed('approved', 'scheduled', 'visibility', 'admin')).toBe(true)
    expect(allowed('scheduled', 'published', 'visibility', 'admin')).toBe(true)
    expect(allowed('approved', 'published', 'visibility', 'admin')).toBe(true)
  })

  it('lets an admin publish a feedback project straight from pending', () => {
    expect(allowed('pending', 'published', 'feedback', 'admin')).toBe(true)
  })

  it('lets an admin put a project under changes back in moderation', () => {
    expect(allowed('mod_requested', 'pending', 'visibility', 'admin')).toBe(true)
  })

  it('refuses the shortcuts and the moves backwards, with a French reason', () => {
    const refused: [ProjectStatus, ProjectStatus, RequestType][] = [
      ['pending', 'published', 'visibility'],
      ['pending', 'scheduled', 'visibility'],
      ['pending', 'approved', 'feedback'],
      ['published', 'pending', 'visibility'],
      ['published', 'approved', 'visibility'],
      ['scheduled', 'pending', 'visibility'],
      ['mod_requested', 'approved', 'visibility'],
      ['mod_requested', 'scheduled', 'visibility'],
      ['mod_requested', 'published', 'feedback'],
      ['published', 'scheduled', 'feedback'],
    ]
    for (const [from, to, type] of refused) {
      const error = projectTransitionError({
        from,
        to,
        requestType: type,
        actor: 'admin',
        notes: 'x',
        exposureWeekStart: WEEK,
      })
      expect(error, `${type} ${from} → ${to}`).toMatch(/impossible|directement|valide/i)
    }
    expect(
      projectTransitionError({ from: 'pending', to: 'published', requestType: 'visibility', actor: 'admin' }),
    ).toBe(PROJECT_TRANSITION_ERRORS.visibilityIsValidated)
    expect(
      projectTransitionError({ from: 'published', to: 'pending', requestType: 'visibility', actor: 'admin' }),
    ).toBe('Passage impossible de « Publié » à « En attente ».')
  })

  it('needs the exposure week to schedule, and keeps it required while scheduled', () => {
    expect(
      projectTransitionError({ from: 'approved', to: 'scheduled', requestType: 'visibility', actor: 'admin' }),
    ).toBe(PROJECT_TRANSITION_ERRORS.weekRequired)
    expect(
      projectTransitionError({
        from: 'scheduled',
        to: 'scheduled',
        requestType: 'visibility',
        actor: 'admin',
        exposureWeekStart: '',
      }),
    ).toBe(PROJECT_TRANSITION_ERRORS.weekRequired)
    expect(
      projectTransitionError({
        from: 'scheduled',
        to: 'scheduled',
        requestType: 'visibility',
        actor: 'admin',
        exposureWeekStart: WEEK,
      }),
    ).toBeNull()
  })

  it('lets an admin request modifications on any other status, never without notes', () => {
    for (const from of PROJECT_STATUSES.filter((status) => status !== 'mod_requested')) {
      expect(allowed(from, 'mod_requested', 'visibility', 'admin'), from).toBe(true)
      for (const notes of [undefined, null, '', '   \n ']) {
        expect(
          projectTransitionError({ from, to: 'mod_requested', requestType: 'feedback', actor: 'admin', notes }),
        ).toBe(PROJECT_TRANSITION_ERRORS.adminNotesRequired)
      }
    }
  })

  it('lets an owner only ask for modifications (with notes) and resubmit', () => {
    for (const from of PROJECT_STATUSES.filter((status) => status !== 'mod_requested')) {
      expect(allowed(from, 'mod_requested', 'visibility', 'owner'), from).toBe(true)
      expect(
        projectTransitionError({ from, to: 'mod_requested', requestType: 'visibility', actor: 'owner', notes: ' ' }),
      ).toBe(PROJECT_TRANSITION_ERRORS.ownerNotesRequired)
    }
    expect(allowed('mod_requested', 'pending', 'feedback', 'owner')).toBe(true)
    for (const [from, to] of [
      ['pending', 'approved'],
      ['pending', 'published'],
      ['approved', 'scheduled'],
      ['scheduled', 'published'],
      ['mod_requested', 'published'],
    ] as const) {
      expect(
        projectTransitionError({
          from,
          to,
          requestType: 'feedback',
          actor: 'owner',
          notes: 'x',
          exposureWeekStart: WEEK,
        }),
      ).toBe(PROJECT_TRANSITION_ERRORS.ownerOnlyRequests)
    }
  })

  it('lets an admin unschedule a campaign (not a published one); never the owner', () => {
    expect(allowed('scheduled', 'approved', 'visibility', 'admin')).toBe(true)
    expect(allowed('published', 'approved', 'visibility', 'admin')).toBe(false)
    expect(allowed('scheduled', 'approved', 'visibility', 'owner')).toBe(false)
    expect(projectTransitionAction({ from: 'scheduled', to: 'approved', actor: 'admin' })).toBe('project.unscheduled')
  })

  it('undoes "Valider" and a feedback project\'s "Publier" within the window, unpaid, by an admin only', () => {
    const now = new Date('2026-11-26T10:00:00Z')
    const justNow = new Date(now.getTime() - 10_000)
    const tooLate = new Date(now.getTime() - (UNDO_WINDOW_SECONDS + 1) * 1000)
    const undo = (from: ProjectStatus, requestType: RequestType, decidedAt: Date | null, paid = false) =>
      projectTransitionError({ from, to: 'pending', requestType, actor: 'admin', undo: { decidedAt, now, paid } })
    expect(undo('approved', 'visibility', justNow)).toBeNull()
    expect(undo('published', 'feedback', justNow)).toBeNull()
    expect(undo('approved', 'visibility', tooLate)).toBe(PROJECT_TRANSITION_ERRORS.undoExpired)
    expect(undo('approved', 'visibility', null)).toBe(PROJECT_TRANSITION_ERRORS.undoExpired)
    expect(undo('approved', 'visibility', justNow, true)).toBe(PROJECT_TRANSITION_ERRORS.undoPaid)
    expect(undo('published', 'visibility', justNow)).toMatch(/impossible/)
    expect(projectTransitionError({ from: 'approved', to: 'pending', requestType: 'visibility', actor: 'admin' })).toBe(
      PROJECT_TRANSITION_ERRORS.undoExpired,
    )
    expect(projectTransitionError({ from: 'approved', to: 'pending', requestType: 'visibility', actor: 'owner' })).toBe(
      PROJECT_TRANSITION_ERRORS.ownerOnlyRequests,
    )
    expect(projectTransitionAction({ from: 'approved', to: 'pending', actor: 'admin' })).toBe('project.undone')
  })

  it('lets an owner edit content only before moderation or when changes were asked', () => {
    expect(PROJECT_STATUSES.filter(ownerMayEditContent)).toEqual(['pending', 'mod_requested'])
  })

  it('names each move for the audit log', () => {
    expect(projectTransitionAction({ from: 'pending', to: 'approved', actor: 'admin' })).toBe('project.approved')
    expect(projectTransitionAction({ from: 'published', to: 'mod_requested', actor: 'admin' })).toBe(
      'project.changes_requested',
    )
    expect(projectTransitionAction({ from: 'published', to: 'mod_requested', actor: 'owner' })).toBe(
      'project.owner_change_request',
    )
    expect(projectTransitionAction({ from: 'mod_requested', to: 'pending', actor: 'owner' })).toBe(
      'project.resubmitted',
    )
    expect(projectTransitionAction({ from: 'scheduled', to: 'scheduled', actor: 'admin' })).toBe('project.week_changed')
  })
})

describe('declared action status machine', () => {
  it('validates or rejects (with a reason) a pending action', () => {
    expect(declaredActionTransitionError({ from: 'pending', to: 'validated_manual' })).toBeNull()
    expect(declaredActionTransitionError({ from: 'pending', to: 'validated_auto' })).toBeNull()
    expect(declaredActionTransitionError({ from: 'pending', to: 'rejected', reason: 'Lien privé' })).toBeNull()
    expect(declaredActionTransitionError({ from: 'pending', to: 'rejected', reason: '  ' })).toBe(
      DECLARED_ACTION_TRANSITION_ERRORS.reasonRequired,
    )
  })

  it('never moves a processed action again', () => {
    for (const from of DECLARED_ACTION_STATUSES.filter((status) => status !== 'pending')) {
      for (const to of DECLARED_ACTION_STATUSES.filter((status) => status !== from)) {
        expect(declaredActionTransitionError({ from, to, reason: 'x' }), `${from} → ${to}`).toBe(
          DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed,
        )
      }
      expect(declaredActionTransitionError({ from, to: from })).toBeNull()
    }
  })
})

describe('undoing a declared action’s decision', () => {
  const decidedAt = new Date('2026-11-26T10:00:00Z')
  const after = (seconds: number) => ({ decidedAt, now: new Date(decidedAt.getTime() + seconds * 1000) })

  it('puts an admin’s validation or rejection back to pending within the window', () => {
    for (const from of ['validated_manual', 'rejected'] as const) {
      expect(declaredActionTransitionError({ from, to: 'pending', undo: after(0) })).toBeNull()
      expect(declaredActionTransitionError({ from, to: 'pending', undo: after(UNDO_WINDOW_SECONDS) })).toBeNull()
      expect(declaredActionTransitionError({ from, to: 'pending', undo: after(UNDO_WINDOW_SECONDS + 1) })).toBe(
        DECLARED_ACTION_TRANSITION_ERRORS.undoExpired,
      )
    }
  })

  it('never undoes without a decision on record; a report’s validation only within the window', () => {
    expect(
      declaredActionTransitionError({ from: 'rejected', to: 'pending', undo: { decidedAt: null, now: new Date() } }),
    ).toBe(DECLARED_ACTION_TRANSITION_ERRORS.undoExpired)
    expect(declaredActionTransitionError({ from: 'validated_auto', to: 'pending', undo: after(1) })).toBeNull()
    expect(
      declaredActionTransitionError({ from: 'validated_auto', to: 'pending', undo: after(UNDO_WINDOW_SECONDS + 1) }),
    ).toBe(DECLARED_ACTION_TRANSITION_ERRORS.undoExpired)
    expect(declaredActionTransitionError({ from: 'rejected', to: 'validated_manual', undo: after(1) })).toBe(
      DECLARED_ACTION_TRANSITION_ERRORS.alreadyProcessed,
    )
  })

  it('gives each validation of an action its own ledger slot, and each undo its reversal', () => {
    expect([0, 1, 2].map((generation) => creditSlot(41, generation))).toEqual(['41', '41/1', '41/2'])
    expect([0, 1].map((generation) => reversalSlot(41, generation))).toEqual(['41/annulation/0', '41/annulation/1'])
  })
})

describe('member status machine', () => {
  const move = (
    from: 'waitlist' | 'active' | 'inactive',
    to: 'waitlist' | 'active' | 'inactive',
    awaitingEmailConfirmation = false,
  ) => memberTransition({ from, to, awaitingEmailConfirmation })

  it('records the decision each allowed change makes', () => {
    expect(move('waitlist', 'active')).toEqual({ decision: 'activated' })
    expect(move('waitlist', 'inactive')).toEqual({ decision: 'paused' })
    expect(move('active', 'inactive')).toEqual({ decision: 'deactivated' })
    expect(move('inactive', 'active')).toEqual({ decision: 'reactivated' })
    expect(move('active', 'active')).toEqual({ decision: null })
  })

  it('never returns a reviewed member to the waiting list', () => {
    expect(move('active', 'waitlist')).toEqual({ error: MEMBER_TRANSITION_ERRORS.backToWaitlist })
    expect(move('inactive', 'waitlist')).toEqual({ error: MEMBER_TRANSITION_ERRORS.backToWaitlist })
  })

  it('waits for a signed-up member to confirm the address before activating them', () => {
    expect(move('waitlist', 'active', true)).toEqual({ error: MEMBER_TRANSITION_ERRORS.emailUnconfirmed })
    expect(move('waitlist', 'inactive', true)).toEqual({ decision: 'paused' })
  })
})

import { redirect } from 'next/navigation'
import { describe, expect, it } from 'vitest'

import { actionFailureMessage, failedAction, failedEmailForm } from '@/components/form/actionFailure'
import { ACTION_NOT_SENT_MESSAGE, ACTION_OTHER_ORIGIN_MESSAGE } from '@/errors/actionMessages'

/** The error Next rejects an action's promise with when the action redirected (a sign-in). */
function redirectRejection(): unknown {
  try {
    redirect('/dashboard')
  } catch (error) {
    return error
  }
}

describe('a failed action request in the browser', () => {
  it('says the request did not go through, or the server’s own French refusal', () => {
    expect(actionFailureMessage(new TypeError('Failed to fetch'))).toBe(ACTION_NOT_SENT_MESSAGE)
    expect(actionFailureMessage(new Error(ACTION_OTHER_ORIGIN_MESSAGE))).toBe(ACTION_OTHER_ORIGIN_MESSAGE)
    expect(failedAction('anything')).toEqual({ ok: false, message: ACTION_NOT_SENT_MESSAGE })
  })

  it('gives the address typed back to a form React empties after its action', () => {
    const form = new FormData()
    form.set('email', 'ines@exemple.fr')
    expect(failedEmailForm(new TypeError('Failed to fetch'), form)).toEqual({
      ok: false,
      message: ACTION_NOT_SENT_MESSAGE,
      email: 'ines@exemple.fr',
    })
  })

  it('lets a redirect go on its way: it is the action succeeding, not failing', () => {
    const rejection = redirectRejection()
    expect(rejection).toBeDefined()
    expect(() => actionFailureMessage(rejection)).toThrow(rejection as Error)
    expect(() => failedAction(rejection)).toThrow(rejection as Error)
    expect(() => failedEmailForm(rejection, new FormData())).toThrow(rejection as Error)
  })
})

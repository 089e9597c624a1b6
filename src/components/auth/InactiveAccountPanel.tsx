'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { requestReactivationAction } from '@/actions/reactivation'
import { primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import { INACTIVE_ACCOUNT } from '@/domain/members/memberRouting'
import { INACTIVE_REASONS, REACTIVATION_MESSAGE_MAX, REACTIVATION_MESSAGES } from '@/domain/members/reactivation'
import type { InactiveAccount } from '@/members/inactiveAccount'
import type { ReactivationAnswer } from '@/members/requestReactivation'

/** Not a form error: no field is marked wrong. The heading takes focus so the answer is heard. */
export function InactiveAccountPanel({ account }: { account: InactiveAccount }) {
  const id = useId()
  // The message typed comes back with the answer: React empties a form after its action.
  const [answer, run, pending] = useActionState<(ReactivationAnswer & { typed: string }) | null, FormData>(
    async (previous, form) => {
      const answered = await requestReactivationAction(previous, form).catch(failedAction)
      return answered && { ...answered, typed: String(form.get('message') ?? '') }
    },
    null,
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const answerRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  useEffect(() => {
    if (answer) answerRef.current?.focus()
  }, [answer])
  const sent = account.openRequest || answer?.ok

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-3xl border border-amber-200 bg-amber-50 p-6 text-stone-800"
      data-testid="inactive-account"
    >
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {INACTIVE_ACCOUNT}
      </h2>
      <p className="mt-2">{INACTIVE_REASONS[account.reason]}</p>
      <p className="mt-2">{REACTIVATION_MESSAGES.whatToDo}</p>
      <div aria-live="polite">
        {answer && (
          <p
            ref={answerRef}
            tabIndex={-1}
            className={`mt-4 rounded-xl p-3 text-sm font-medium ${answer.ok ? 'bg-green-50 text-green-800' : 'bg-white text-stone-800'}`}
          >
            {answer.message}
          </p>
        )}
        {account.openRequest && !answer && (
          <p className="mt-4 rounded-xl bg-white p-3 text-sm font-medium">{REACTIVATION_MESSAGES.alreadyOpen}</p>
        )}
      </div>
      {!sent && (
        <form action={run} className="mt-4 space-y-3">
          <div>
            <label htmlFor={`${id}-message`} className="block text-sm font-medium">
              Un mot pour l’équipe (facultatif)
            </label>
            <p id={`${id}-note`} className="text-sm text-stone-600">
              Par exemple : comment tu comptes participer ce semestre.
            </p>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={REACTIVATION_MESSAGE_MAX}
              defaultValue={answer?.typed}
              key={answer ? `${answer.message}-${answer.typed}` : 'empty'}
              aria-describedby={`${id}-note`}
              className="mt-1 w-full rounded-xl border border-stone-300 bg-white px-3 py-2"
            />
          </div>
          <button type="submit" className={`${primaryButton()} w-full`} disabled={pending} aria-busy={pending}>
            {pending ? 'Envoi…' : 'Demander la réactivation'}
          </button>
        </form>
      )}
    </section>
  )
}

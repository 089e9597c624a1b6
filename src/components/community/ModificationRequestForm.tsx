'use client'

import Link from 'next/link'
import { useActionState, useEffect, useId, useRef } from 'react'

import { requestModificationAction, type ModificationRequestState } from '@/actions/projectOwner'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import type { ChangeRequest } from '@/projects/requestModification'
import { failedAction } from '@/components/form/actionFailure'
import { MODIFICATION_NOTES_MAX_LENGTH } from '@/validation/modificationRequestForm'

import { announceProjectChange } from '@/components/projectChanged'

const REQUEST_BY = { team: 'Dernière demande de l’équipe', owner: 'Ta demande' } as const

/** Not offered while a request is open. */
export function ModificationRequestForm({
  projectId,
  slug,
  requested,
  latest,
}: {
  projectId: number
  slug: string
  requested: boolean
  latest: ChangeRequest | null
}) {
  const id = useId()
  const [state, run, pending] = useActionState<ModificationRequestState, FormData>(async (previous, form) => {
    // The same schema as the server's, loaded at the first send, so an empty request needs no round
    // trip. Should it not load, the server checks anyway.
    const problem = await import('@/components/form/resolvers')
      .then((r) => r.modificationRequestProblem({ notes: form.get('notes') }))
      .catch(() => null)
    if (problem) return { ok: false, message: problem, notes: String(form.get('notes') ?? '') }
    return requestModificationAction(projectId, previous, form).catch((error: unknown) => ({
      ...failedAction(error),
      notes: String(form.get('notes') ?? ''),
    }))
  }, null)

  // The form goes away on success and is drawn afresh on a refusal: focus goes to the answer,
  // or back to the notes (which the refusal describes), never to the page's start.
  const sentRef = useRef<HTMLDivElement>(null)
  const notesRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (state?.ok) {
      sentRef.current?.focus()
      announceProjectChange()
    } else if (state) notesRef.current?.focus()
  }, [state])

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Demander une modification</h3>
      {state?.ok ? (
        <div ref={sentRef} tabIndex={-1} className="flex flex-col gap-2">
          <FormNotice notice={state} />
          <p className="text-neutral-700">L’équipe a reçu ta demande et revient vers toi.</p>
        </div>
      ) : requested ? (
        <p className="text-neutral-700">Une demande de modification est en cours pour ce projet.</p>
      ) : (
        <form
          action={run}
          noValidate
          className="flex flex-col gap-3"
          key={state ? `${state.message}-${state.notes}` : 'empty'}
        >
          <div>
            <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
              Ce que tu souhaites modifier
            </label>
            <p id={`${id}-hint`} className="text-sm text-neutral-600">
              Décris ce qui doit changer (texte, image, liens…) : l’équipe reprend ton projet avec toi.
            </p>
            <textarea
              ref={notesRef}
              id={`${id}-notes`}
              name="notes"
              rows={4}
              required
              maxLength={MODIFICATION_NOTES_MAX_LENGTH}
              defaultValue={state?.notes ?? ''}
              aria-invalid={state && !state.ok ? true : undefined}
              aria-describedby={state && !state.ok ? `${id}-hint ${id}-error` : `${id}-hint`}
              className="mt-2 w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
            />
          </div>
          {state && !state.ok && (
            <div id={`${id}-error`}>
              <FormNotice notice={state} />
            </div>
          )}
          <div>
            <button type="submit" className={primaryButton()} disabled={pending} aria-busy={pending}>
              {pending ? 'Envoi…' : 'Envoyer la demande'}
            </button>
          </div>
        </form>
      )}
      {requested && latest && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4" data-testid="latest-change-request">
          <p className="text-sm font-semibold text-amber-900">{REQUEST_BY[latest.by]}</p>
          <p className="mt-1 whitespace-pre-line break-words text-amber-950">{latest.notes}</p>
        </div>
      )}
      {requested && (
        <div>
          {/* The corrected project goes back to moderation from the submission form. */}
          <Link href={`/project-submit?modifier=${encodeURIComponent(slug)}`} className={outlineButton()}>
            Corriger mon projet
          </Link>
        </div>
      )}
    </div>
  )
}

/** Before the team's decision nothing needs asking: the owner corrects the project, which stays in the queue. */
export function PendingEdit({ slug }: { slug: string }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Modifier mon projet</h3>
      <p className="text-neutral-700">
        Ton projet attend la modération : tu peux encore le corriger. L’équipe verra la dernière version et ce qui a
        changé.
      </p>
      <div>
        <Link href={`/project-submit?modifier=${encodeURIComponent(slug)}`} className={outlineButton()}>
          Modifier mon projet
        </Link>
      </div>
    </div>
  )
}

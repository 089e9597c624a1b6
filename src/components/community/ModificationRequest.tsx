'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { requestModificationAction, type ModificationRequestState } from '@/actions/projectOwner'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import {
  MODIFICATION_NOTES_MAX_LENGTH,
  MODIFICATION_REQUEST_MESSAGES,
  modificationRequestSchema,
} from '@/validation/modificationRequest'

/**
 * "Demander une modification" for the owner. Not offered while a request is open: then the
 * owner reads that it is, and the team's latest request if it wrote one.
 */
export function ModificationRequest({
  projectId,
  requested,
  teamNotes,
}: {
  projectId: number
  requested: boolean
  teamNotes?: string | null
}) {
  const id = useId()
  const [state, run, pending] = useActionState<ModificationRequestState, FormData>(async (previous, form) => {
    // The same schema as the server's, so an empty request needs no round trip.
    const parsed = modificationRequestSchema.safeParse({ notes: form.get('notes') })
    if (!parsed.success) {
      return { ok: false, message: parsed.error.issues[0]?.message ?? MODIFICATION_REQUEST_MESSAGES.notesRequired, notes: String(form.get('notes') ?? '') }
    }
    return requestModificationAction(projectId, previous, form)
  }, null)

  // The form goes away on success: focus moves to the answer rather than to the page's start.
  const sentRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state?.ok) sentRef.current?.focus()
  }, [state])

  const team = teamNotes?.trim()
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
        <form action={run} noValidate className="flex flex-col gap-3" key={state ? `${state.message}-${state.notes}` : 'empty'}>
          <div>
            <label htmlFor={`${id}-notes`} className="block text-sm font-medium">
              Ce que tu souhaites modifier
            </label>
            <p id={`${id}-hint`} className="text-sm text-neutral-600">
              Décris ce qui doit changer (texte, image, liens…) : l’équipe reprend ton projet avec toi.
            </p>
            <textarea
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
      {requested && team && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-sm font-semibold text-amber-900">Dernière demande de l’équipe</p>
          <p className="mt-1 whitespace-pre-line break-words text-amber-950">{team}</p>
        </div>
      )}
    </div>
  )
}

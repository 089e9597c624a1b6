'use client'

import { useActionState, useEffect, useId, useRef } from 'react'

import { declareActionAction, type DeclareActionState } from '@/actions/declaredActions'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import { ACTION_TYPE_LABELS, ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import type { SupportPost } from '@/domain/support/supportPosts'
import { actionFailureMessage } from '@/components/form/actionFailure'

import { announceProjectChange } from '@/components/projectChanged'
import { NetworkOptions } from './NetworkOptions'

/** The parent draws a new form for each "J'ai soutenu" click, so the post's link fills it and it takes focus. */
export function DeclareActionForm({
  projectId,
  active,
  supported,
}: {
  projectId: number
  active: boolean
  supported?: SupportPost | null
}) {
  const id = useId()
  const firstField = useRef<HTMLSelectElement>(null)
  const [state, run, pending] = useActionState<DeclareActionState, FormData>(
    (previous, form) =>
      declareActionAction(projectId, previous, form).catch((error: unknown) => ({
        ok: false,
        title: actionFailureMessage(error),
        description: '',
        url: String(form.get('url') ?? ''),
        actionType: String(form.get('action_type') ?? 'like'),
        network: String(form.get('network') ?? ''),
      })),
    null,
  )
  // React empties a form after its action: what was typed comes back from the server.
  const typedKey = state ? `${state.title}-${state.url}-${state.actionType}-${state.network}` : 'empty'

  useEffect(() => {
    if (supported) firstField.current?.focus()
  }, [supported])

  // A new declaration joins "Tes déclarations": the page asks for its viewer data again.
  useEffect(() => {
    if (state?.ok) announceProjectChange()
  }, [state])

  return (
    <form
      action={run}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 p-5"
      key={typedKey}
    >
      {!active && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          La déclaration d’actions est disponible après activation de ton compte.
        </p>
      )}
      {supported && !state && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-700">
          Lien et réseau repris de la publication : choisis le type de ton action, puis atteste-la.
        </p>
      )}
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm font-medium">
          Type d’action
        </label>
        <select
          ref={firstField}
          id={`${id}-type`}
          name="action_type"
          defaultValue={state?.actionType ?? 'like'}
          disabled={!active}
          className="mt-1 w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
        >
          {ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTION_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="block text-sm font-medium">
          Lien de ton action
        </label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={state?.url ?? supported?.url ?? ''}
          disabled={!active}
          className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
        />
      </div>
      <div>
        <label htmlFor={`${id}-network`} className="block text-sm font-medium">
          Réseau <span className="font-normal text-stone-500">(facultatif)</span>
        </label>
        <select
          id={`${id}-network`}
          name="network"
          defaultValue={state?.network ?? supported?.network ?? ''}
          disabled={!active}
          className="mt-1 w-full rounded-xl border border-stone-300 bg-white px-4 py-3"
        >
          <NetworkOptions emptyLabel="Non précisé" />
        </select>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" name="attested" disabled={!active} className="mt-1 size-4 accent-brand-600" />
        <span>J’atteste avoir réalisé cette action sur le contenu du projet.</span>
      </label>
      {state && <FormNotice notice={{ ok: state.ok, title: state.title, message: state.description }} />}
      <button type="submit" className={primaryButton()} disabled={!active || pending} aria-busy={pending}>
        {pending ? 'Envoi…' : 'Déclarer mon action'}
      </button>
    </form>
  )
}

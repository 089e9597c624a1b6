'use client'

import { useEffect, useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import { Field, inputClass } from '@/components/form/fields'
import { lazyResolver } from '@/components/form/lazyResolver'
import type { DeclaredActionChangeResult } from '@/community/declaredActionChanges'
import type { OwnDeclaredAction } from '@/community/projectViewer'
import { ACTION_TYPE_LABELS, ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import type { DeclaredActionCorrection, DeclaredActionCorrectionValues } from '@/validation/declaredActionCorrection'

import { NetworkOptions } from './NetworkOptions'

const resolver = lazyResolver(() =>
  import('@/components/form/resolvers').then((r) => r.declaredActionCorrectionResolver),
)

/** `send` decides whether a pending one is corrected in place or a refused one declared again. */
export function DeclaredActionCorrectionForm({
  declaredAction,
  send,
  submitLabel,
  onCancel,
  onSaved,
}: {
  declaredAction: Pick<OwnDeclaredAction, 'actionType' | 'url' | 'network'>
  send: (values: DeclaredActionCorrection) => Promise<DeclaredActionChangeResult>
  submitLabel: string
  onCancel: () => void
  onSaved: (result: DeclaredActionChangeResult) => void
}) {
  const id = useId()
  const [pending, startTransition] = useTransition()
  const [refusal, setRefusal] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<DeclaredActionCorrectionValues, unknown, DeclaredActionCorrection>({
    resolver,
    defaultValues: {
      action_type: declaredAction.actionType,
      url: declaredAction.url,
      network: declaredAction.network ?? '',
    },
    reValidateMode: 'onSubmit',
  })

  useEffect(() => setFocus('action_type'), [setFocus])

  const submit = handleSubmit((values) =>
    startTransition(async () => {
      const result = await send(values).catch(failedAction)
      if (result.ok) onSaved(result)
      else setRefusal(result.message)
    }),
  )

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={`Corriger ma déclaration « ${ACTION_TYPE_LABELS[declaredAction.actionType]} »`}
    >
      <Field id={`${id}-type`} label="Type d’action" error={errors.action_type?.message}>
        {(bind) => (
          <select {...bind} {...register('action_type')} className={inputClass}>
            {ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACTION_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-url`} label="Lien de ton action" error={errors.url?.message}>
        {(bind) => (
          <input
            {...bind}
            {...register('url')}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={inputClass}
          />
        )}
      </Field>
      <Field id={`${id}-network`} label="Réseau" optional>
        {(bind) => (
          <select {...bind} {...register('network')} className={inputClass}>
            <NetworkOptions emptyLabel="Non précisé" />
          </select>
        )}
      </Field>
      {refusal && <FormNotice notice={{ ok: false, message: refusal }} />}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton('small')} disabled={pending} aria-busy={pending}>
          {pending ? 'Enregistrement…' : submitLabel}
        </button>
        <button type="button" className={outlineButton('small')} onClick={onCancel} disabled={pending}>
          Annuler
        </button>
      </div>
    </form>
  )
}

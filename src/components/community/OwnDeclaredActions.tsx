'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { correctDeclaredActionAction, withdrawDeclaredActionAction } from '@/actions/declaredActions'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { Field, inputClass } from '@/components/form/fields'
import type { DeclaredActionChangeResult } from '@/community/declaredActionChanges'
import type { OwnDeclaredAction } from '@/community/projectViewer'
import { ACTION_TYPE_LABELS, ACTION_TYPES } from '@/domain/declaredActions'
import { webLink } from '@/domain/community'
import { memberMayChangeDeclaredAction } from '@/domain/declaredActionChanges'
import { ACTION_CATEGORY_LABELS, declaredActionCategory, type ActionCategory } from '@/domain/recentActions'
import { SUPPORT_NETWORK_LABELS } from '@/domain/supportPosts'
import {
  declaredActionCorrectionSchema,
  type DeclaredActionCorrection,
  type DeclaredActionCorrectionValues,
} from '@/validation/declaredActionCorrection'

import { announceProjectChange } from './projectChanged'
import { NetworkOptions } from './NetworkOptions'

const CATEGORY_TONES: Record<ActionCategory, string> = {
  valid: 'bg-green-50 text-green-800',
  pending: 'bg-amber-50 text-amber-900',
  invalid: 'bg-red-50 text-red-800',
}

/**
 * "Tes déclarations" on a project page: what the member declared on it and where each stands;
 * a pending one can still be corrected or withdrawn (the collection holds that rule).
 */
export function OwnDeclaredActions({ declaredActions }: { declaredActions: OwnDeclaredAction[] }) {
  // The last answer stays readable after its declaration left the list (withdrawn).
  const [answer, setAnswer] = useState<DeclaredActionChangeResult | null>(null)
  const answerRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (answer) answerRef.current?.focus()
  }, [answer])

  return (
    <section aria-labelledby="mes-declarations" className="flex flex-col gap-3">
      <h3 id="mes-declarations" className="text-lg font-semibold">
        Tes déclarations
      </h3>
      <FormNotice notice={answer} ref={answerRef} />
      {declaredActions.length === 0 ? (
        <p className="text-neutral-700">Tu n’as encore rien déclaré sur ce projet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {declaredActions.map((declaredAction) => (
            <OwnDeclaredActionItem
              // A new version of the declaration (corrected) closes its form.
              key={`${declaredAction.id}-${declaredAction.actionType}-${declaredAction.url}-${declaredAction.network}-${declaredAction.status}`}
              declaredAction={declaredAction}
              onAnswer={setAnswer}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function OwnDeclaredActionItem({
  declaredAction,
  onAnswer,
}: {
  declaredAction: OwnDeclaredAction
  onAnswer: (answer: DeclaredActionChangeResult) => void
}) {
  const [mode, setMode] = useState<'view' | 'correct' | 'withdraw'>('view')
  const [pending, startTransition] = useTransition()
  const category = declaredActionCategory(declaredAction.status)
  const label = ACTION_TYPE_LABELS[declaredAction.actionType]
  const href = webLink(declaredAction.url)
  const withdrawRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (mode === 'withdraw') withdrawRef.current?.focus()
  }, [mode])

  const close = () => {
    setMode('view')
    // Back to the button that opened the form or the question.
    setTimeout(() => openerRef.current?.focus())
  }

  const withdraw = () =>
    startTransition(async () => {
      const result = await withdrawDeclaredActionAction(declaredAction.id)
      onAnswer(result)
      setMode('view')
      announceProjectChange()
    })

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 p-4" data-testid="own-declaration">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{label}</span>
        {declaredAction.network && (
          <span className="text-sm text-neutral-600">· {SUPPORT_NETWORK_LABELS[declaredAction.network]}</span>
        )}
        <span className={`rounded-full px-3 py-0.5 text-xs font-semibold ${CATEGORY_TONES[category]}`}>
          {ACTION_CATEGORY_LABELS[category]}
        </span>
      </div>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-sm text-neutral-800 underline underline-offset-4"
        >
          {declaredAction.url}
        </a>
      ) : (
        <span className="break-all text-sm text-neutral-800">{declaredAction.url}</span>
      )}
      {declaredAction.reason && <p className="text-sm text-neutral-700">Motif : {declaredAction.reason}</p>}

      {memberMayChangeDeclaredAction(declaredAction.status) && mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <button
            ref={openerRef}
            type="button"
            className={outlineButton('small')}
            onClick={() => setMode('correct')}
            aria-label={`Corriger ma déclaration « ${label} »`}
          >
            Corriger
          </button>
          <button
            type="button"
            className={outlineButton('small')}
            onClick={() => setMode('withdraw')}
            aria-label={`Retirer ma déclaration « ${label} »`}
          >
            Retirer
          </button>
        </div>
      )}
      {mode === 'withdraw' && (
        <div role="group" aria-label={`Retirer ma déclaration « ${label} »`} className="flex flex-col gap-2">
          <p className="text-sm text-neutral-800">Retirer cette déclaration ? Elle ne sera pas vérifiée.</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={withdrawRef}
              type="button"
              className={primaryButton('small')}
              onClick={withdraw}
              disabled={pending}
              aria-busy={pending}
            >
              {pending ? 'Retrait…' : 'Oui, retirer'}
            </button>
            <button type="button" className={outlineButton('small')} onClick={close} disabled={pending}>
              Annuler
            </button>
          </div>
        </div>
      )}
      {mode === 'correct' && (
        <CorrectionForm
          declaredAction={declaredAction}
          onCancel={close}
          onSaved={(result) => {
            setMode('view')
            onAnswer(result)
            announceProjectChange()
          }}
        />
      )}
    </li>
  )
}

function CorrectionForm({
  declaredAction,
  onCancel,
  onSaved,
}: {
  declaredAction: OwnDeclaredAction
  onCancel: () => void
  /** Called once the correction is stored; a refusal stays in the form. */
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
    resolver: zodResolver<DeclaredActionCorrectionValues, unknown, DeclaredActionCorrection>(
      declaredActionCorrectionSchema,
    ),
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
      const result = await correctDeclaredActionAction(declaredAction.id, values)
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
          {pending ? 'Enregistrement…' : 'Enregistrer la correction'}
        </button>
        <button type="button" className={outlineButton('small')} onClick={onCancel} disabled={pending}>
          Annuler
        </button>
      </div>
    </form>
  )
}

'use client'

import { useEffect, useRef, useState, useTransition } from 'react'

import {
  correctDeclaredActionAction,
  resubmitDeclaredActionAction,
  withdrawDeclaredActionAction,
} from '@/actions/declaredActions'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import type { DeclaredActionChangeResult } from '@/community/declaredActionChanges'
import type { OwnDeclaredAction } from '@/community/projectViewer'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { webLink } from '@/domain/community'
import {
  memberMayChangeDeclaredAction,
  memberMayResubmitDeclaredAction,
} from '@/domain/declaredActions/declaredActionChanges'
import {
  ACTION_CATEGORY_LABELS,
  declaredActionCategory,
  type ActionCategory,
} from '@/domain/declaredActions/declaredActions'
import { SUPPORT_NETWORK_LABELS } from '@/domain/support/supportPosts'
import { failedAction } from '@/components/form/actionFailure'

import { DeclaredActionCorrectionForm } from './DeclaredActionCorrectionForm'
import { announceProjectChange } from '@/components/projectChanged'

const CATEGORY_TONES: Record<ActionCategory, string> = {
  valid: 'bg-green-50 text-green-800',
  pending: 'bg-amber-50 text-amber-900',
  invalid: 'bg-red-50 text-red-800',
}

/** The collection holds the correction rules; this only shows where each declaration stands. */
export function OwnDeclaredActions({
  declaredActions,
  correcting,
}: {
  declaredActions: OwnDeclaredAction[]
  /** A correction asked for from elsewhere on the page (a post's "Corriger"), once per click. */
  correcting?: { id: number; click: number } | null
}) {
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
              openedBy={correcting?.id === declaredAction.id ? correcting.click : 0}
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
  openedBy,
}: {
  declaredAction: OwnDeclaredAction
  onAnswer: (answer: DeclaredActionChangeResult) => void
  openedBy: number
}) {
  const [mode, setMode] = useState<'view' | 'correct' | 'withdraw'>('view')
  const [pending, startTransition] = useTransition()
  const category = declaredActionCategory(declaredAction.status)
  const refused = memberMayResubmitDeclaredAction(declaredAction.status, declaredAction.declaredAgain)
  const label = ACTION_TYPE_LABELS[declaredAction.actionType]
  const href = webLink(declaredAction.url)
  const withdrawRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  const itemRef = useRef<HTMLLIElement>(null)

  useEffect(() => {
    if (mode === 'withdraw') withdrawRef.current?.focus()
  }, [mode])

  // A new request from a post's "Corriger" opens the form (state adjusted while rendering).
  const [openedSeen, setOpenedSeen] = useState(openedBy)
  if (openedBy !== openedSeen) {
    setOpenedSeen(openedBy)
    if (openedBy) setMode('correct')
  }
  useEffect(() => {
    if (openedBy) itemRef.current?.scrollIntoView({ block: 'start' })
  }, [openedBy])

  const close = () => {
    setMode('view')
    // Back to the button that opened the form or the question.
    setTimeout(() => openerRef.current?.focus())
  }

  const withdraw = () =>
    startTransition(async () => {
      const result = await withdrawDeclaredActionAction(declaredAction.id).catch(failedAction)
      onAnswer(result)
      setMode('view')
      announceProjectChange()
    })

  return (
    <li
      ref={itemRef}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 p-4"
      data-testid="own-declaration"
    >
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

      {refused && mode === 'view' && (
        <button
          ref={openerRef}
          type="button"
          className={`${outlineButton('small')} self-start`}
          onClick={() => setMode('correct')}
          aria-label={`Corriger ma déclaration refusée « ${label} »`}
        >
          Corriger
        </button>
      )}
      {declaredAction.status === 'rejected' && declaredAction.declaredAgain && (
        <p className="text-sm text-neutral-700">Corrigée : une nouvelle déclaration a été envoyée.</p>
      )}
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
        <DeclaredActionCorrectionForm
          declaredAction={declaredAction}
          send={(values) =>
            refused
              ? resubmitDeclaredActionAction(declaredAction.id, values)
              : correctDeclaredActionAction(declaredAction.id, values)
          }
          submitLabel={refused ? 'Renvoyer pour vérification' : 'Enregistrer la correction'}
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

'use client'

import { useId, useState } from 'react'

import { writeFeedbackAction } from '@/actions/feedbacks'
import { primaryButton } from '@/components/buttonStyles'
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_TEXT_MAX,
  feedbackTextError,
  type FeedbackKind,
} from '@/domain/feedbacks'

import { useFeedbackAction } from './useFeedbackAction'

export function FeedbackForm({ projectId }: { projectId: number }) {
  const id = useId()
  const [kind, setKind] = useState<FeedbackKind>('works')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const { error, pending, run } = useFeedbackAction()
  const shown = problem ?? error

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = feedbackTextError(text)
    setProblem(found)
    if (!found)
      run(
        () => writeFeedbackAction(projectId, kind, text),
        () => setText(''),
      )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4" noValidate>
      <h3 className="text-lg font-semibold">Donner mon retour</h3>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">Ton retour porte sur</legend>
        {FEEDBACK_KINDS.map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {FEEDBACK_KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Ton retour
      </label>
      <textarea
        id={`${id}-text`}
        name="text"
        rows={4}
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : undefined}
        className="rounded-lg border border-neutral-300 p-2"
      />
      <p className="text-xs text-neutral-600">
        {text.trim().length} / {FEEDBACK_TEXT_MAX}
      </p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
      <div>
        <button type="submit" className={primaryButton()} disabled={pending}>
          {pending ? 'Envoi en cours...' : 'Envoyer mon retour'}
        </button>
      </div>
    </form>
  )
}

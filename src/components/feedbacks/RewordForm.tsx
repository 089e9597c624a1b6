'use client'

import { useId, useState } from 'react'

import { rewordFeedbackAction } from '@/actions/feedbacks'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_TEXT_MAX,
  feedbackTextError,
  type FeedbackKind,
} from '@/domain/feedbacks'
import type { FeedbackItem } from '@/feedbacks/feedbackSide'

import { useFeedbackAction } from './useFeedbackAction'

/** Its author rewords a feedback within the edit window; the collection refuses it after. */
export function RewordForm({ feedback, onClose }: { feedback: FeedbackItem; onClose: () => void }) {
  const id = useId()
  const [kind, setKind] = useState<FeedbackKind>(feedback.kind)
  const [text, setText] = useState(feedback.text)
  const [problem, setProblem] = useState<string | null>(null)
  const { error, pending, run } = useFeedbackAction()
  const shown = problem ?? error

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = feedbackTextError(text)
    setProblem(found)
    if (!found) run(() => rewordFeedbackAction(feedback.id, kind, text), onClose)
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">Ton retour porte sur</legend>
        {FEEDBACK_KINDS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-kind`} checked={kind === value} onChange={() => setKind(value)} />
            {FEEDBACK_KIND_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="text-sm font-medium">
        Modifier mon retour
      </label>
      <textarea
        id={`${id}-text`}
        rows={4}
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : undefined}
        className="rounded-lg border border-neutral-300 p-2"
      />
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton('small')} disabled={pending}>
          {pending ? 'Envoi en cours...' : 'Enregistrer'}
        </button>
        <button type="button" className={outlineButton('small')} onClick={onClose}>
          Annuler
        </button>
      </div>
    </form>
  )
}

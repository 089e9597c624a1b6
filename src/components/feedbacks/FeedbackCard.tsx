'use client'

import { useState } from 'react'

import { changeFeedbackAction, replyToFeedbackAction, flagFeedbackAction } from '@/actions/feedbacks'
import { outlineButton } from '@/components/buttonStyles'
import { FEEDBACK_KIND_LABELS, FEEDBACK_STATUS_LABELS } from '@/domain/feedbacks'
import type { FeedbackItem } from '@/feedbacks/feedbackSide'

import { RewordForm } from './RewordForm'
import { useFeedbackAction } from './useFeedbackAction'

function TextPrompt({ label, button, onSend }: { label: string; button: string; onSend: (text: string) => void }) {
  const [text, setText] = useState('')
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(text)
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {label}
        <textarea
          rows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="rounded-lg border border-neutral-300 p-2 font-normal"
        />
      </label>
      <div>
        <button type="submit" className={outlineButton('small')}>
          {button}
        </button>
      </div>
    </form>
  )
}

export function FeedbackCard({ feedback, owner }: { feedback: FeedbackItem; owner: boolean }) {
  const { error, pending, run } = useFeedbackAction()
  const [open, setOpen] = useState<'reply' | 'flag' | 'reword' | 'withdraw' | null>(null)
  const [flagged, setFlagged] = useState(false)
  // Read once when the card is drawn: the server refuses a late rewording whatever the button says.
  const [drawnAt] = useState(() => Date.now())
  const visible = feedback.status === 'visible'
  const rewordable = Boolean(feedback.editableUntil && drawnAt < new Date(feedback.editableUntil).getTime())
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-4" data-testid="feedback">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{FEEDBACK_KIND_LABELS[feedback.kind]}</span>
        {feedback.betaTester && <span className="rounded-full bg-brand-50 px-2 text-brand-700">Bêta-testeur</span>}
        {feedback.helpful && <span className="rounded-full bg-green-50 px-2 text-green-800">Utile</span>}
        {!visible && <span className="text-neutral-600">({FEEDBACK_STATUS_LABELS[feedback.status]})</span>}
      </div>
      {open === 'reword' ? (
        <RewordForm feedback={feedback} onClose={() => setOpen(null)} />
      ) : (
        <p className="whitespace-pre-line break-words">{feedback.text}</p>
      )}
      {feedback.replies.map((reply) => (
        <p
          key={reply.id}
          className="ml-4 border-l-2 border-brand-100 pl-3 text-neutral-800"
          data-testid="feedback-reply"
        >
          <span className="font-semibold">Réponse du porteur : </span>
          {reply.text}
        </p>
      ))}
      {visible && open !== 'reword' && open !== 'withdraw' && (
        <div className="flex flex-wrap gap-2">
          {feedback.mine && rewordable && (
            <button type="button" className={outlineButton('small')} onClick={() => setOpen('reword')}>
              Modifier
            </button>
          )}
          {feedback.mine && (
            <button type="button" className={outlineButton('small')} onClick={() => setOpen('withdraw')}>
              Retirer
            </button>
          )}
          {owner && (
            <button
              type="button"
              className={outlineButton('small')}
              disabled={pending}
              aria-pressed={feedback.helpful}
              onClick={() => run(() => changeFeedbackAction(feedback.id, feedback.helpful ? 'unhelpful' : 'helpful'))}
            >
              {feedback.helpful ? 'Retirer « Utile »' : 'Utile'}
            </button>
          )}
          {owner && (
            <button type="button" className={outlineButton('small')} onClick={() => setOpen('reply')}>
              Répondre
            </button>
          )}
          {/* The owner too flags spam or abuse on their project; nobody flags their own words. */}
          {!feedback.mine && (
            <button type="button" className={outlineButton('small')} onClick={() => setOpen('flag')}>
              Signaler
            </button>
          )}
        </div>
      )}
      {visible && open === 'withdraw' && (
        <div role="group" aria-label="Retirer ce retour" className="flex flex-col gap-2 rounded-lg bg-neutral-100 p-3">
          <p className="text-sm">Retirer ce retour ? Il ne sera plus visible, et cela ne s’annule pas.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={outlineButton('small')}
              disabled={pending}
              onClick={() =>
                run(
                  () => changeFeedbackAction(feedback.id, 'withdraw'),
                  () => setOpen(null),
                )
              }
            >
              Oui, retirer mon retour
            </button>
            <button type="button" className={outlineButton('small')} onClick={() => setOpen(null)}>
              Garder mon retour
            </button>
          </div>
        </div>
      )}
      {open === 'reply' && (
        <TextPrompt
          label="Ta réponse"
          button="Envoyer la réponse"
          onSend={(text) =>
            run(
              () => replyToFeedbackAction(feedback.id, text),
              () => setOpen(null),
            )
          }
        />
      )}
      {open === 'flag' && (
        <TextPrompt
          label="Pourquoi signales-tu ce retour ?"
          button="Envoyer le signalement"
          onSend={(text) =>
            run(
              () => flagFeedbackAction(feedback.id, text),
              () => {
                setOpen(null)
                setFlagged(true)
              },
            )
          }
        />
      )}
      {flagged && (
        <p role="status" className="text-sm text-neutral-700">
          Merci : l’équipe va regarder ce retour.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </li>
  )
}

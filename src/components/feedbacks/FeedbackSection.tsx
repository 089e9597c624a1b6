'use client'

import { closeFeedbackAction } from '@/actions/feedbacks'
import { outlineButton } from '@/components/buttonStyles'
import type { FeedbackSide } from '@/feedbacks/feedbackSide'

import { BetaTestPanel } from './BetaTestPanel'
import { FeedbackCard } from './FeedbackCard'
import { FeedbackForm } from './FeedbackForm'
import { useFeedbackAction } from './useFeedbackAction'

export function FeedbackSection({ projectId, side }: { projectId: number; side: FeedbackSide }) {
  const { error, pending, run } = useFeedbackAction()
  return (
    <div className="flex flex-col gap-4" data-testid="feedback-section">
      {side.owner && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={outlineButton('small')}
            disabled={pending}
            onClick={() => run(() => closeFeedbackAction(projectId, !side.closed))}
          >
            {side.closed ? 'Rouvrir les retours' : 'Merci, j’ai ce qu’il me faut'}
          </button>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      {(side.betaPlaces > 0 || side.betaRequests.length > 0) && <BetaTestPanel projectId={projectId} side={side} />}
      {side.canWrite && <FeedbackForm projectId={projectId} />}
      {side.feedbacks.length > 0 && (
        <ul className="flex flex-col gap-3">
          {side.feedbacks.map((feedback) => (
            <FeedbackCard key={feedback.id} feedback={feedback} owner={side.owner} />
          ))}
        </ul>
      )}
    </div>
  )
}

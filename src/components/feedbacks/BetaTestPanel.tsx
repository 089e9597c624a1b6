'use client'

import { answerBetaTestAction, requestBetaTestAction } from '@/actions/feedbacks'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { BETA_REQUEST_STATUS_LABELS } from '@/domain/feedbacks'
import type { FeedbackSide } from '@/feedbacks/feedbackSide'

import { useFeedbackAction } from './useFeedbackAction'

/** Never a tester's name or address: Tryb relays the instructions by e-mail. */
export function BetaTestPanel({ projectId, side }: { projectId: number; side: FeedbackSide }) {
  const { error, pending, run } = useFeedbackAction()
  const left = Math.max(0, side.betaPlaces - side.betaAccepted)
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-4" data-testid="beta-test-panel">
      <h3 className="text-lg font-semibold">Bêta-test</h3>
      <p>
        {left === 0
          ? 'Toutes les places de bêta-test sont prises.'
          : `${left} place${left > 1 ? 's' : ''} de bêta-test sur ${side.betaPlaces}.`}
      </p>
      {side.ownBetaRequest && <p>Ta demande : {BETA_REQUEST_STATUS_LABELS[side.ownBetaRequest]}</p>}
      {side.canWrite && !side.ownBetaRequest && left > 0 && (
        <div>
          <button
            type="button"
            className={primaryButton()}
            disabled={pending}
            onClick={() => run(() => requestBetaTestAction(projectId))}
          >
            Je veux tester
          </button>
        </div>
      )}
      {side.owner && side.betaRequests.length > 0 && (
        <ul className="flex flex-col gap-2">
          {side.betaRequests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2" data-testid="beta-request">
              <span>
                {request.label} : {BETA_REQUEST_STATUS_LABELS[request.status]}
              </span>
              {request.status === 'requested' && (
                <>
                  <button
                    type="button"
                    className={outlineButton('small')}
                    disabled={pending}
                    onClick={() => run(() => answerBetaTestAction(request.id, true))}
                  >
                    Accepter
                  </button>
                  <button
                    type="button"
                    className={outlineButton('small')}
                    disabled={pending}
                    onClick={() => run(() => answerBetaTestAction(request.id, false))}
                  >
                    Refuser
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

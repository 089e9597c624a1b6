'use client'

import { answerBetaTestAction, requestBetaTestAction } from '@/actions/feedbacks'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { BETA_REQUEST_STATUS_LABELS } from '@/domain/feedbacks'
import { countOf } from '@/domain/french'
import type { FeedbackSide } from '@/feedbacks/feedbackSide'

import { useFeedbackAction } from './useFeedbackAction'

/**
 * The owner sees each candidate as peers see a profile card (first name, sectors, member since,
 * contributions), never an address: Tryb relays the instructions by e-mail.
 */
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
            <li
              key={request.id}
              className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="beta-request"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {request.candidate.firstName} : {BETA_REQUEST_STATUS_LABELS[request.status]}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-neutral-700">
                  <dt>Secteurs</dt>
                  <dd className="break-words">
                    {request.candidate.sectors.length > 0 ? request.candidate.sectors.join(', ') : 'Non renseignés'}
                  </dd>
                  {request.candidate.memberSince && (
                    <>
                      <dt>Membre depuis</dt>
                      <dd>{request.candidate.memberSince}</dd>
                    </>
                  )}
                  <dt>Contributions</dt>
                  <dd>{countOf(request.candidate.contributions, 'action validée', 'actions validées')}</dd>
                </dl>
              </div>
              {request.status === 'requested' && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={outlineButton('small')}
                    disabled={pending}
                    aria-label={`Accepter ${request.candidate.firstName}`}
                    onClick={() => run(() => answerBetaTestAction(request.id, true))}
                  >
                    Accepter
                  </button>
                  <button
                    type="button"
                    className={outlineButton('small')}
                    disabled={pending}
                    aria-label={`Refuser ${request.candidate.firstName}`}
                    onClick={() => run(() => answerBetaTestAction(request.id, false))}
                  >
                    Refuser
                  </button>
                </div>
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

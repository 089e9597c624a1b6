'use client'

import { Button } from '@payloadcms/ui'
import { useState, useTransition } from 'react'

import { scheduleProjectAction } from '@/actions/moderateProjects'
import { PAYMENT_MESSAGES } from '@/domain/payments/payments'
import { exposureWeekLabel, mondayOfDay } from '@/domain/weeks'
import type { ModerationRow } from '@/moderation/moderationRow'
import { failedAction } from '@/components/form/actionFailure'

export function WeekForm({ project, onDone }: { project: ModerationRow; onDone: (message: string) => void }) {
  const [day, setDay] = useState(project.exposureWeekStart ?? '')
  const [saving, startSaving] = useTransition()
  const [error, setError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<string | null>(null)
  const [waiverReason, setWaiverReason] = useState('')
  const [gateRefused, setGateRefused] = useState(false)
  const monday = mondayOfDay(day)
  const inputId = `semaine-${project.id}`
  const hintId = `semaine-${project.id}-libelle`
  const errorId = `semaine-${project.id}-erreur`
  const waiverId = `semaine-${project.id}-derogation`
  // The field the gate's refusal names: offered for a campaign not paid yet, and whenever the gate refused.
  const askWaiver =
    gateRefused ||
    (project.requestType === 'visibility' &&
      project.status === 'approved' &&
      project.payment !== undefined &&
      project.payment.state !== 'paid')

  const save = (confirmed: boolean) =>
    startSaving(async () => {
      setError(null)
      setConfirm(null)
      const result = await scheduleProjectAction(project.id, day, confirmed, waiverReason).catch(failedAction)
      if (result.ok) onDone(result.message)
      else if ('confirm' in result) setConfirm(result.confirm)
      else {
        if (result.message === PAYMENT_MESSAGES.scheduleNeedsPayment) setGateRefused(true)
        setError(result.message)
      }
    })

  return (
    <form
      className="tryb-week"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save(false)
      }}
    >
      <label htmlFor={inputId} className="tryb-sr-only">
        Semaine d’exposition de « {project.title} »
      </label>
      <div className="tryb-week__controls">
        <input
          id={inputId}
          type="date"
          value={day}
          required
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setDay(event.target.value)
            setError(null)
            setConfirm(null)
          }}
        />
        <Button
          type="submit"
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={saving}
          extraButtonProps={{ 'aria-busy': saving }}
        >
          {saving ? 'Enregistrement…' : 'Enregistrer la semaine'}
        </Button>
      </div>
      <p id={hintId} className="tryb-week__label">
        {monday ? `Semaine du ${exposureWeekLabel(monday)}` : 'Choisis un jour de la semaine d’exposition.'}
      </p>
      {askWaiver && (
        <div className="tryb-week__waiver">
          <label htmlFor={waiverId} className="tryb-dialog__label">
            Motif de la dérogation au paiement
          </label>
          <textarea
            id={waiverId}
            value={waiverReason}
            maxLength={1_000}
            rows={2}
            aria-describedby={`${waiverId}-aide`}
            onChange={(event) => {
              setWaiverReason(event.target.value)
              setError(null)
            }}
          />
          <p id={`${waiverId}-aide`} className="tryb-week__label">
            Seulement pour planifier sans paiement reçu : le motif est enregistré au journal.
          </p>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="tryb-moderation__error">
          {error}
        </p>
      )}
      {confirm && (
        <div role="alert" className="tryb-week__confirm">
          <p>{confirm}</p>
          <div className="tryb-dialog__buttons">
            <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setConfirm(null)}>
              Annuler
            </Button>
            <Button buttonStyle="primary" size="small" margin={false} onClick={() => save(true)} disabled={saving}>
              Planifier quand même
            </Button>
          </div>
        </div>
      )}
    </form>
  )
}

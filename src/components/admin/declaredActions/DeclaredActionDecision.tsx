'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useId, useRef, useState, useTransition } from 'react'

import {
  rejectDeclaredActionAction,
  undoDeclaredActionAction,
  validateDeclaredActionAction,
} from '@/actions/moderateDeclaredActions'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { ModerationDialog } from '@/components/admin/ModerationDialog'
import { UndoableDecision } from '@/components/admin/UndoableDecision'
import {
  DECLARED_ACTION_MODERATION_MESSAGES,
  REJECTION_REASON_MAX_LENGTH,
} from '@/domain/declaredActions/adminDeclaredActions'

import { RefusalReasons } from './RefusalReasons'

/** After a decision the row stays (`useRowsKeptOnceDecided`) marked, with "Annuler". */
export function DeclaredActionDecision({
  id,
  summary,
  onDecided,
  reasons = [],
}: {
  id: number
  summary: string
  onDecided: () => void
  reasons?: string[]
}) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [decided, setDecided] = useState<{ label: string; message: string } | null>(null)
  const [undone, setUndone] = useState<string | null>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const ids = useId()

  const closeDialog = useCallback(() => {
    setRejecting(false)
    setError(null)
  }, [])

  const validate = () =>
    startTransition(async () => {
      const outcome = await attemptDecision(
        () => validateDeclaredActionAction(id),
        DECLARED_ACTION_MODERATION_MESSAGES.validateFailed,
      )
      if (outcome.ok) {
        toast.success(outcome.message)
        setDecided({ label: 'Validée', message: outcome.message })
        onDecided()
        router.refresh()
      } else toast.error(outcome.message)
    })

  const reject = (event: React.FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setError(DECLARED_ACTION_MODERATION_MESSAGES.reasonRequired)
      reasonField.current?.focus()
      return
    }
    startTransition(async () => {
      const outcome = await attemptDecision(
        () => rejectDeclaredActionAction(id, reason),
        DECLARED_ACTION_MODERATION_MESSAGES.rejectFailed,
      )
      if (outcome.ok) {
        toast.success(outcome.message)
        setReason('')
        closeDialog()
        setDecided({ label: 'Rejetée', message: outcome.message })
        onDecided()
        router.refresh()
      } else {
        setError(outcome.message)
        toast.error(outcome.message)
      }
    })
  }

  if (decided) {
    return (
      <UndoableDecision
        label={decided.label}
        message={decided.message}
        subject={summary}
        undo={() => undoDeclaredActionAction(id)}
        onUndone={(message) => {
          setDecided(null)
          setUndone(message)
          router.refresh()
        }}
      />
    )
  }

  return (
    <div className="tryb-moderation__actions">
      {undone ? <span role="status">{undone} </span> : null}
      <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={validate}>
        Valider
      </Button>
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy}
        onClick={() => {
          setError(null)
          setRejecting(true)
        }}
      >
        Rejeter
      </Button>
      <ModerationDialog
        open={rejecting}
        onClose={closeDialog}
        labelledBy={`${ids}-title`}
        describedBy={`${ids}-summary`}
        initialFocus={reasonField}
      >
        <form onSubmit={reject} noValidate className="tryb-dialog__form">
          <h2 id={`${ids}-title`} className="tryb-dialog__title">
            Rejeter l’action
          </h2>
          <p id={`${ids}-summary`}>{summary}</p>
          <RefusalReasons
            reasons={reasons}
            onPick={(picked) => {
              setReason(picked)
              reasonField.current?.focus()
            }}
          />
          <label htmlFor={`${ids}-reason`} className="tryb-dialog__label">
            Motif du refus (envoyé au membre)
          </label>
          <textarea
            ref={reasonField}
            id={`${ids}-reason`}
            name="reason"
            rows={4}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id={`${ids}-error`} role="alert" className="tryb-dialog__error">
              {error}
            </p>
          ) : null}
          <div className="tryb-dialog__buttons">
            <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={closeDialog}>
              Annuler
            </Button>
            <Button buttonStyle="primary" size="small" margin={false} type="submit" disabled={busy}>
              Rejeter l’action
            </Button>
          </div>
        </form>
      </ModerationDialog>
    </div>
  )
}

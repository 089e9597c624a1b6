'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, useTransition } from 'react'

import { decideApplicantsAction } from '@/actions/moderateApplications'
import { ModerationDialog } from '@/components/admin/ModerationDialog'
import {
  APPLICATION_MESSAGES,
  bulkQuestion,
  bulkSummary,
  DECIDED_LABELS,
} from '@/domain/applications/adminApplications'
import { countOf } from '@/domain/french'
import type { ApplicationRow } from '@/moderation/applications'

/** How a decided row is marked in the table until the list is read again. */
export type DecidedMark = { label: string; message: string }

type BulkResult = { id: number; name: string; ok: boolean; message: string; needsConfirmation: boolean }

/** Each bulk action asks first with the count; failures are listed by name with their reason. */
export function BulkDecision({
  selectable,
  selection,
  full,
  onSelectAll,
  onDecided,
}: {
  selectable: ApplicationRow[]
  selection: ApplicationRow[]
  full: boolean
  onSelectAll: (on: boolean) => void
  onDecided: (decided: (DecidedMark & { id: number })[]) => void
}) {
  const [asking, setAsking] = useState<'accept' | 'pause' | null>(null)
  const askIds = useId()
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [results, setResults] = useState<BulkResult[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const allBox = useRef<HTMLInputElement>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const all = selectable.length > 0 && selection.length === selectable.length
  const some = selection.length > 0 && !all

  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some
  }, [some])

  const run = (people: { id: number; name: string }[], decision: 'accept' | 'pause', confirmFull = false) =>
    startTransition(async () => {
      setError(null)
      let answer: Awaited<ReturnType<typeof decideApplicantsAction>>
      try {
        answer = await decideApplicantsAction(
          people.map((person) => person.id),
          decision,
          { confirmFull },
        )
      } catch {
        answer = {
          ok: false,
          message: decision === 'accept' ? APPLICATION_MESSAGES.acceptFailed : APPLICATION_MESSAGES.pauseFailed,
        }
      }
      if (!answer.ok) {
        setError(answer.message)
        return
      }
      const names = new Map(people.map((person) => [person.id, person.name]))
      const shown = answer.results.map(({ id, outcome }) => ({
        id,
        name: names.get(id) ?? `#${id}`,
        ok: outcome.ok,
        message: outcome.message,
        needsConfirmation: !outcome.ok && outcome.needsConfirmation === true,
      }))
      setResults(shown)
      // Also as a notice, which outlives the list should the tab empty.
      const summary = bulkSummary(shown)
      if (shown.every((result) => result.ok)) toast.success(summary)
      else toast.error(summary)
      const label = DECIDED_LABELS[decision]
      onDecided(shown.filter((result) => result.ok).map(({ id, message }) => ({ id, label, message })))
      if (shown.some((result) => result.ok)) router.refresh()
      resultsHeading.current?.focus()
    })

  const toConfirm = results?.filter((result) => result.needsConfirmation) ?? []

  return (
    <div>
      <div className="tryb-moderation__bulk" role="group" aria-label="Décision groupée">
        <label>
          <input
            ref={allBox}
            type="checkbox"
            checked={all}
            disabled={selectable.length === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
          />{' '}
          Tout sélectionner (cette page)
        </label>
        <p className="tryb-moderation__count" aria-live="polite" role="status">
          {countOf(selection.length, 'candidature sélectionnée', 'candidatures sélectionnées')}
        </p>
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          disabled={busy || selection.length === 0}
          onClick={() => setAsking('accept')}
        >
          Accepter la sélection
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy || selection.length === 0}
          onClick={() => setAsking('pause')}
        >
          Mettre en pause la sélection
        </Button>
      </div>
      <ModerationDialog open={asking !== null} onClose={() => setAsking(null)} labelledBy={`${askIds}-question`}>
        <p id={`${askIds}-question`}>{asking ? bulkQuestion(selection.length, asking) : null}</p>
        <div className="tryb-dialog__buttons">
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAsking(null)}>
            Annuler
          </Button>
          <Button
            buttonStyle="primary"
            size="small"
            margin={false}
            disabled={busy || selection.length === 0}
            onClick={() => {
              if (asking) run(selection, asking)
              setAsking(null)
            }}
          >
            Confirmer
          </Button>
        </div>
      </ModerationDialog>
      {full ? (
        <p className="tryb-moderation__muted">Toutes les places sont prises : accepter demandera une confirmation.</p>
      ) : null}
      {busy ? <p role="status">Décisions en cours…</p> : null}
      {error ? (
        <p role="alert" className="tryb-dialog__error">
          {error}
        </p>
      ) : null}
      {results ? (
        <section aria-labelledby="tryb-bulk-results">
          <h2 id="tryb-bulk-results" ref={resultsHeading} tabIndex={-1}>
            Résultat : {bulkSummary(results)}
          </h2>
          <ul className="tryb-moderation__outcomes">
            {results.map((result) => (
              <li key={result.id}>
                <span className="tryb-moderation__strong">{result.name}</span> :{' '}
                {result.ok ? result.message : `échec — ${result.message}`}
              </li>
            ))}
          </ul>
          {toConfirm.length > 0 ? (
            <div role="alert" className="tryb-sheet__confirm">
              <p>{toConfirm[0].message}</p>
              <Button
                buttonStyle="primary"
                size="small"
                margin={false}
                disabled={busy}
                onClick={() => run(toConfirm, 'accept', true)}
              >
                {`Accepter quand même (${toConfirm.length})`}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useId, useState } from 'react'

import { undoApplicantDecisionAction } from '@/actions/moderateApplications'
import { ModerationDialog } from '@/components/admin/ModerationDialog'
import { UndoableDecision } from '@/components/admin/UndoableDecision'
import { RowButton } from '@/components/admin/RowButton'
import { useRowsKeptOnceDecided } from '@/components/admin/useRowsKeptOnceDecided'
import { WaitingAge } from '@/components/admin/WaitingAge'
import { frenchDate } from '@/domain/french'
import { MEMBER_STATUS_LABELS } from '@/domain/members/memberOptions'
import type { ApplicationRow } from '@/moderation/applications'

import { ApplicationSheet } from './ApplicationSheet'
import { BulkDecision, type DecidedMark } from './BulkDecision'

/** A decided row stays in place, marked, with "Annuler", though the tab's re-rendered list no longer holds it. */
export function ApplicationsTable({
  rows: received,
  caption,
  full,
}: {
  rows: ApplicationRow[]
  caption: string
  full: boolean
}) {
  const router = useRouter()
  const { shown: rows, markDecided } = useRowsKeptOnceDecided(received)
  const [marks, setMarks] = useState<ReadonlyMap<number, DecidedMark>>(new Map())
  const mark = useCallback(
    (decided: (DecidedMark & { id: number })[]) => {
      for (const { id } of decided) markDecided(id)
      setMarks((current) => new Map([...current, ...decided.map(({ id, ...rest }) => [id, rest] as const)]))
    },
    [markDecided],
  )
  const [undone, setUndone] = useState<ReadonlyMap<number, string>>(new Map())
  const unmark = (id: number, message: string) => {
    setMarks((current) => new Map([...current].filter(([marked]) => marked !== id)))
    setUndone((current) => new Map(current).set(id, message))
  }
  const [openId, setOpenId] = useState<number | null>(null)
  const close = useCallback(() => setOpenId(null), [])
  const opened = rows.find((row) => row.id === openId) ?? null
  const ids = useId()
  const selectable = rows.filter((row) => row.status === 'waitlist' && !marks.has(row.id))
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set())
  // Rows that left the page (decided, another page) are no longer selected.
  const selection = selectable.filter((row) => checked.has(row.id))
  const toggle = (id: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  if (rows.length === 0) return <p className="tryb-moderation__empty">Aucune candidature dans cet onglet.</p>
  return (
    <>
      {/* Kept when the last waitlist rows of the page were just decided: their outcomes stay on screen. */}
      <BulkDecision
        selectable={selectable}
        selection={selection}
        full={full}
        onSelectAll={(on) => setChecked(new Set(on ? selectable.map((row) => row.id) : []))}
        onDecided={(decided) => {
          mark(decided)
          setChecked((current) => new Set([...current].filter((id) => !decided.some((row) => row.id === id))))
        }}
      />
      <div className="tryb-moderation__table-wrap">
        <table className="tryb-moderation__table tryb-moderation__table--rows">
          <caption className="tryb-sr-only">{caption}</caption>
          <thead>
            <tr>
              {selectable.length > 0 ? (
                <th scope="col">
                  <span className="tryb-sr-only">Sélection</span>
                </th>
              ) : null}
              <th scope="col">Nom</th>
              <th scope="col">E-mail</th>
              <th scope="col">Date</th>
              <th scope="col">Attente</th>
              <th scope="col">Score</th>
              <th scope="col">Source</th>
              <th scope="col">Statut</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              // The name is the row's button (keyboard); a click anywhere on the row does the same.
              <tr key={row.id} onClick={() => setOpenId(row.id)} data-testid={`applicant-${row.id}`}>
                {selectable.length > 0 ? (
                  // The cell is not part of the row's click: ticking a box does not open the sheet.
                  <td data-label="Sélection" onClick={(event) => event.stopPropagation()}>
                    {selectable.includes(row) ? (
                      <input
                        type="checkbox"
                        aria-label={`Sélectionner ${row.name}`}
                        checked={checked.has(row.id)}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                    ) : null}
                  </td>
                ) : null}
                <th scope="row" data-label="Nom">
                  <RowButton onOpen={() => setOpenId(row.id)}>
                    {row.name}
                    <span className="tryb-sr-only"> — voir la candidature</span>
                  </RowButton>
                </th>
                <td data-label="E-mail">{row.email}</td>
                <td data-label="Date">{frenchDate(row.createdAt)}</td>
                <td data-label="Attente">
                  <WaitingAge waiting={row.waiting} />
                </td>
                <td data-label="Score">{row.score ?? '—'}</td>
                <td data-label="Source">{row.source ?? '—'}</td>
                <td data-label="Statut" onClick={marks.has(row.id) ? (event) => event.stopPropagation() : undefined}>
                  {marks.has(row.id) ? (
                    <UndoableDecision
                      {...marks.get(row.id)!}
                      subject={row.name}
                      undo={() => undoApplicantDecisionAction(row.id)}
                      onUndone={(message) => {
                        unmark(row.id, message)
                        router.refresh()
                      }}
                    />
                  ) : (
                    <>
                      <span className={`tryb-moderation__badge tryb-moderation__badge--member-${row.status}`}>
                        {MEMBER_STATUS_LABELS[row.status]}
                      </span>
                      {undone.has(row.id) ? <span role="status"> {undone.get(row.id)}</span> : null}
                      {row.deletionRequestedAt ? (
                        <p className="tryb-moderation__notes">
                          Suppression du compte demandée le {frenchDate(row.deletionRequestedAt)}
                        </p>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModerationDialog open={opened !== null} onClose={close} labelledBy={`${ids}-title`} variant="sheet">
        {opened ? (
          <ApplicationSheet
            key={opened.id}
            row={opened}
            titleId={`${ids}-title`}
            full={full}
            onDone={close}
            onDecided={(label, message) => mark([{ id: opened.id, label, message }])}
          />
        ) : null}
      </ModerationDialog>
    </>
  )
}

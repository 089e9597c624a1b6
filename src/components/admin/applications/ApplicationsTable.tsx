'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, useTransition, type ReactNode } from 'react'

import { acceptApplicantAction, decideApplicantsAction, pauseApplicantAction } from '@/actions/moderateApplications'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { ModerationDialog } from '@/components/admin/ModerationDialog'
import { WaitingAge } from '@/components/admin/WaitingAge'
import { ADMIN_NOTES_MAX_LENGTH, APPLICATION_MESSAGES, bulkSummary } from '@/domain/adminApplications'
import { countOf, frenchDate } from '@/domain/french'
import { MEMBER_STATUS_LABELS } from '@/domain/memberOptions'
import type { ApplicationRow } from '@/moderation/applications'
import type { ModerationOutcome } from '@/moderation/decisions'

/**
 * The applicants of one tab. Each row opens a side sheet with the whole application and, while
 * the member is on the waitlist, "Accepter" and "Mettre en pause". Waitlist rows can also be
 * selected (a labelled checkbox each, "Tout sélectionner" for the page) and decided together.
 */
export function ApplicationsTable({ rows, caption, full }: { rows: ApplicationRow[]; caption: string; full: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null)
  const close = useCallback(() => setOpenId(null), [])
  const opened = rows.find((row) => row.id === openId) ?? null
  const ids = useId()
  const selectable = rows.filter((row) => row.status === 'waitlist')
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

  return (
    <>
      {/* Kept when the last waitlist rows of the page were just decided: their outcomes stay on screen. */}
      <BulkDecision
        selectable={selectable}
        selection={selection}
        full={full}
        onSelectAll={(on) => setChecked(new Set(on ? selectable.map((row) => row.id) : []))}
        onDecided={(decidedIds) =>
          setChecked((current) => new Set([...current].filter((id) => !decidedIds.includes(id))))
        }
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
                  <td onClick={(event) => event.stopPropagation()}>
                    {row.status === 'waitlist' ? (
                      <input
                        type="checkbox"
                        aria-label={`Sélectionner ${row.name}`}
                        checked={checked.has(row.id)}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                    ) : null}
                  </td>
                ) : null}
                <th scope="row">
                  <button
                    type="button"
                    className="tryb-moderation__row-button"
                    onClick={(event) => {
                      event.stopPropagation()
                      setOpenId(row.id)
                    }}
                  >
                    {row.name}
                    <span className="tryb-sr-only"> — voir la candidature</span>
                  </button>
                </th>
                <td>{row.email}</td>
                <td>{frenchDate(row.createdAt)}</td>
                <td>
                  <WaitingAge waiting={row.waiting} />
                </td>
                <td>{row.score ?? '—'}</td>
                <td>{row.source ?? '—'}</td>
                <td>
                  <span className={`tryb-moderation__badge tryb-moderation__badge--member-${row.status}`}>
                    {MEMBER_STATUS_LABELS[row.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ModerationDialog open={opened !== null} onClose={close} labelledBy={`${ids}-title`} variant="sheet">
        {opened ? (
          <ApplicationSheet key={opened.id} row={opened} titleId={`${ids}-title`} full={full} onDone={close} />
        ) : null}
      </ModerationDialog>
    </>
  )
}

type BulkResult = { id: number; name: string; ok: boolean; message: string; needsConfirmation: boolean }

/**
 * "Tout sélectionner", the count selected (announced), "Accepter la sélection" and "Mettre en
 * pause la sélection", then each applicant's outcome by name — the failed ones with their
 * reason — and, when the places are all taken, the question to accept those anyway.
 */
function BulkDecision({
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
  onDecided: (ids: number[]) => void
}) {
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
      onDecided(shown.filter((result) => result.ok).map((result) => result.id))
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
          onClick={() => run(selection, 'accept')}
        >
          Accepter la sélection
        </Button>
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy || selection.length === 0}
          onClick={() => run(selection, 'pause')}
        >
          Mettre en pause la sélection
        </Button>
      </div>
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

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="tryb-sheet__pair">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)

const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  ) : (
    <>—</>
  )

function ApplicationSheet({
  row,
  titleId,
  full,
  onDone,
}: {
  row: ApplicationRow
  titleId: string
  full: boolean
  onDone: () => void
}) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [notes, setNotes] = useState(row.adminNotes)
  const [question, setQuestion] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const ids = useId()

  const decide = (run: () => Promise<ModerationOutcome>, failed: string) =>
    startTransition(async () => {
      setError(null)
      const outcome = await attemptDecision(run, failed)
      if (outcome.ok) {
        toast.success(outcome.message)
        onDone()
        router.refresh()
      } else if (outcome.needsConfirmation) {
        setQuestion(outcome.message)
      } else {
        setQuestion(null)
        setError(outcome.message)
        toast.error(outcome.message)
      }
    })

  const accept = (confirmFull: boolean) =>
    decide(() => acceptApplicantAction(row.id, { notes, confirmFull }), APPLICATION_MESSAGES.acceptFailed)
  const pause = () => decide(() => pauseApplicantAction(row.id, { notes }), APPLICATION_MESSAGES.pauseFailed)

  return (
    <div className="tryb-sheet">
      <div className="tryb-sheet__header">
        <h2 id={titleId} className="tryb-dialog__title">
          {row.name}
        </h2>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onDone} aria-label="Fermer la fiche">
          Fermer
        </Button>
      </div>
      <dl className="tryb-sheet__fields">
        <Field label="Photo">
          {row.photo ? (
            // An avatar served by the avatars collection's own file route (staff may read it).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={row.photo} alt={row.name} width={96} height={96} className="tryb-sheet__photo" />
          ) : (
            'Aucune'
          )}
        </Field>
        <Field label="Bio">{row.bio ?? '—'}</Field>
        <Field label="Secteurs">{row.sectors.length > 0 ? row.sectors.join(', ') : '—'}</Field>
        <Field label="E-mail">{row.email}</Field>
        <Field label="E-mail confirmé">
          {row.emailConfirmedAt ? `Oui, le ${frenchDate(row.emailConfirmedAt)}` : 'Non'}
        </Field>
        <Field label="Statut">{MEMBER_STATUS_LABELS[row.status]}</Field>
        <Field label="Candidature du">{frenchDate(row.createdAt)}</Field>
        <Field label="Score">{row.score ?? '—'}</Field>
        <Field label="Source">{row.source ?? '—'}</Field>
        <Field label="Parrain">{row.referrer ? `${row.referrer.name} (${row.referrer.email})` : 'Aucun'}</Field>
        <Field label="Statut professionnel">{row.professionalStatus ?? '—'}</Field>
        {row.networks.map((network) => (
          <Field key={network.label} label={network.label}>
            <ExternalLink href={network.url} />
            <br />
            {network.count} {network.countLabel}
          </Field>
        ))}
        <Field label="Projet">
          <ExternalLink href={row.projectUrl} />
        </Field>
        <Field label="MVP">
          <ExternalLink href={row.mvpUrl} />
        </Field>
        <Field label="Motivations">
          {row.motivations.length > 0 ? (
            <ul>
              {row.motivations.map((motivation) => (
                <li key={motivation}>{motivation}</li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </Field>
        {row.status !== 'waitlist' ? <Field label="Notes internes">{row.adminNotes || '—'}</Field> : null}
      </dl>

      {row.status === 'waitlist' ? (
        <div className="tryb-sheet__decision">
          <label htmlFor={`${ids}-notes`} className="tryb-dialog__label">
            Notes internes (gardées avec la décision)
          </label>
          <textarea
            id={`${ids}-notes`}
            rows={3}
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          {full && !question ? (
            <p className="tryb-moderation__muted">
              Toutes les places sont prises : accepter demandera une confirmation.
            </p>
          ) : null}
          {question ? (
            <div role="alert" className="tryb-sheet__confirm">
              <p>{question}</p>
              <div className="tryb-dialog__buttons">
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  disabled={busy}
                  onClick={() => setQuestion(null)}
                >
                  Annuler
                </Button>
                <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => accept(true)}>
                  Accepter quand même
                </Button>
              </div>
            </div>
          ) : (
            <div className="tryb-dialog__buttons">
              <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={pause}>
                Mettre en pause
              </Button>
              <Button buttonStyle="primary" size="small" margin={false} disabled={busy} onClick={() => accept(false)}>
                Accepter
              </Button>
            </div>
          )}
          {error ? (
            <p role="alert" className="tryb-dialog__error">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="tryb-moderation__muted">
          Cette candidature a déjà été traitée : aucune action n’est proposée ici.
        </p>
      )}
    </div>
  )
}

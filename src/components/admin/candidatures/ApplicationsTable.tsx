'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useId, useState, useTransition, type ReactNode } from 'react'

import { acceptApplicantAction, pauseApplicantAction } from '@/actions/moderateApplications'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { ModerationDialog } from '@/components/admin/ModerationDialog'
import { ADMIN_NOTES_MAX_LENGTH, APPLICATION_MESSAGES } from '@/domain/adminApplications'
import { frenchDate } from '@/domain/french'
import { MEMBER_STATUS_LABELS } from '@/domain/memberOptions'
import type { ApplicationRow } from '@/moderation/applications'
import type { ModerationOutcome } from '@/moderation/decisions'

/**
 * The applicants of one tab. Each row opens a side sheet with the whole application and, while
 * the member is on the waitlist, "Accepter" and "Mettre en pause".
 */
export function ApplicationsTable({ rows, caption, full }: { rows: ApplicationRow[]; caption: string; full: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null)
  const close = useCallback(() => setOpenId(null), [])
  const selected = rows.find((row) => row.id === openId) ?? null
  const ids = useId()

  return (
    <>
      <div className="tryb-moderation__table-wrap">
        <table className="tryb-moderation__table tryb-moderation__table--rows">
          <caption className="tryb-sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">E-mail</th>
              <th scope="col">Date</th>
              <th scope="col">Score</th>
              <th scope="col">Source</th>
              <th scope="col">Statut</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              // The name is the row's button (keyboard); a click anywhere on the row does the same.
              <tr key={row.id} onClick={() => setOpenId(row.id)} data-testid={`applicant-${row.id}`}>
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
      <ModerationDialog open={selected !== null} onClose={close} labelledBy={`${ids}-title`} variant="sheet">
        {selected ? (
          <ApplicationSheet key={selected.id} row={selected} titleId={`${ids}-title`} full={full} onDone={close} />
        ) : null}
      </ModerationDialog>
    </>
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

'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'

import { acceptApplicantAction, pauseApplicantAction } from '@/actions/moderateApplications'
import { attemptDecision } from '@/components/admin/attemptDecision'
import { ADMIN_NOTES_MAX_LENGTH, APPLICATION_MESSAGES, DECIDED_LABELS } from '@/domain/applications/adminApplications'
import { frenchDate } from '@/domain/french'
import { MEMBER_STATUS_LABELS, sectorLabel } from '@/domain/members/memberOptions'
import type { ApplicationRow } from '@/moderation/applications'
import type { AdminOutcome } from '@/errors/outcome'

import { ExternalLink } from './ExternalLink'
import { Field } from './SheetField'

/** A decision closes the sheet and hands the row its mark and answer (`onDecided`). */
export function ApplicationSheet({
  row,
  titleId,
  full,
  onDone,
  onDecided,
}: {
  row: ApplicationRow
  titleId: string
  full: boolean
  onDone: () => void
  onDecided: (label: string, message: string) => void
}) {
  const router = useRouter()
  const [busy, startTransition] = useTransition()
  const [notes, setNotes] = useState(row.adminNotes)
  const [question, setQuestion] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const ids = useId()

  const decide = (run: () => Promise<AdminOutcome>, failed: string, label: string) =>
    startTransition(async () => {
      setError(null)
      const outcome = await attemptDecision(run, failed)
      if (outcome.ok) {
        toast.success(outcome.message)
        onDecided(label, outcome.message)
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
    decide(
      () => acceptApplicantAction(row.id, { notes, confirmFull }),
      APPLICATION_MESSAGES.acceptFailed,
      DECIDED_LABELS.accept,
    )
  const pause = () =>
    decide(() => pauseApplicantAction(row.id, { notes }), APPLICATION_MESSAGES.pauseFailed, DECIDED_LABELS.pause)

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
        <Field label="Secteurs">{row.sectors.length > 0 ? row.sectors.map(sectorLabel).join(', ') : '—'}</Field>
        <Field label="E-mail">{row.email}</Field>
        {row.deletionRequestedAt ? (
          <Field label="Suppression du compte demandée le">{frenchDate(row.deletionRequestedAt)}</Field>
        ) : null}
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

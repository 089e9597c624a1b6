'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState, useTransition } from 'react'

import {
  projectHistoryAction,
  publishProjectAction,
  requestProjectChangesAction,
  validateProjectAction,
} from '@/actions/moderateProjects'
import { PROJECT_MODERATION_MESSAGES } from '@/domain/projects/projectModeration'
import { frenchDateTime } from '@/domain/french'
import type { ModerationProject } from '@/moderation/moderationProject'
import type { ProjectHistory } from '@/moderation/projects'
import { failedAction } from '@/components/form/actionFailure'

import { ModerationDialog } from '../ModerationDialog'

import { PaymentBlock } from './PaymentBlock'
import { ProjectDetails } from './ProjectDetails'
import { ProjectHistorySection } from './ProjectHistorySection'
import { TypeBadge } from './TypeBadge'

/** Statuses from which the team may still ask the owner for changes. */
const CHANGES_FROM = new Set<ModerationProject['status']>(['pending', 'approved', 'scheduled', 'published'])

/** `campaignPrice` is the rules' price of a visibility campaign, which the owner committed to pay. */
export function ProjectSheet({
  project,
  campaignPrice,
  onClose,
  onDone,
}: {
  project: ModerationProject
  campaignPrice: number
  onClose: () => void
  /** `decision` ("Validé", "Publié") when the row is to stay marked with "Annuler". */
  onDone: (message: string, decision?: string) => void
}) {
  const titleId = useId()
  const notesId = useId()
  const notesErrorId = useId()
  const [pending, startTransition] = useTransition()
  const [decisionError, setDecisionError] = useState<string | null>(null)
  const [notesError, setNotesError] = useState<string | null>(null)
  const [notes, setNotes] = useState('')
  // Closing goes through the dialog ("Fermer", Escape, the backdrop) so focus returns to the row.
  const [open, setOpen] = useState(true)
  // The history is read for the one project whose sheet is open, not for every row of the lists.
  const [journal, setJournal] = useState<ProjectHistory | { error: string } | null>(null)
  useEffect(() => {
    let current = true
    projectHistoryAction(project.id)
      .then((answer) => {
        if (current) setJournal(answer.ok ? answer : { error: answer.message })
      })
      .catch(() => {
        if (current) setJournal({ error: PROJECT_MODERATION_MESSAGES.historyFailed })
      })
    return () => {
      current = false
    }
  }, [project.id])
  const ownerRequest = journal && 'history' in journal ? journal.ownerRequest : null
  const ownerEdits = journal && 'history' in journal ? journal.ownerEdits : []

  const decide = () =>
    startTransition(async () => {
      setDecisionError(null)
      const result =
        project.requestType === 'visibility'
          ? await validateProjectAction(project.id).catch(failedAction)
          : await publishProjectAction(project.id).catch(failedAction)
      if (result.ok) onDone(result.message, project.requestType === 'visibility' ? 'Validé' : 'Publié')
      else setDecisionError(result.message)
    })

  const requestChanges = () =>
    startTransition(async () => {
      setNotesError(null)
      const result = await requestProjectChangesAction(project.id, notes).catch(failedAction)
      if (result.ok) onDone(result.message)
      else setNotesError(result.message)
    })

  return (
    <ModerationDialog open={open} onClose={onClose} labelledBy={titleId} variant="sheet">
      <div>
        <header className="tryb-project-sheet__header">
          <div>
            <p className="tryb-project-sheet__meta">
              <TypeBadge type={project.requestType} /> <span>{project.statusLabel}</span>
            </p>
            <h2 id={titleId}>{project.title}</h2>
          </div>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setOpen(false)}>
            Fermer
          </Button>
        </header>

        {ownerRequest && (
          <div
            className="tryb-project-sheet__owner-request"
            role="note"
            aria-label="Demande de modification du porteur"
          >
            <p>
              <strong>Demande de modification du porteur</strong> ({frenchDateTime(ownerRequest.date)})
            </p>
            <p className="tryb-project-sheet__text">{ownerRequest.notes}</p>
          </div>
        )}

        {ownerEdits.length > 0 && (
          <div className="tryb-project-sheet__owner-request" role="note" aria-label="Modifié par le porteur">
            <p>
              <strong>Modifié par le porteur</strong> : la fiche montre la dernière version. Ce qui a changé :
            </p>
            {ownerEdits.map((edit) => (
              <p key={edit.date} className="tryb-project-sheet__text">
                {frenchDateTime(edit.date)} — {edit.notes}
              </p>
            ))}
          </div>
        )}

        {project.heroImage ? (
          <figure className="tryb-project-sheet__image">
            {/* The admin's session cookie guards an unpublished project's image: no optimiser. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={project.heroImage.url} alt={project.heroImage.alt} width={1600} height={900} />
            <figcaption>Texte alternatif : {project.heroImage.alt || 'aucun'}</figcaption>
          </figure>
        ) : (
          <p className="tryb-project-sheet__missing">Pas d’image.</p>
        )}

        <ProjectDetails project={project} campaignPrice={campaignPrice} />

        {project.requestType === 'visibility' && <PaymentBlock projectId={project.id} />}

        <ProjectHistorySection titleId={titleId} createdAt={project.createdAt} journal={journal} />

        {/* "Valider"/"Publier" close the sheet; the row stays in "Projets en attente" with "Annuler". */}
        {CHANGES_FROM.has(project.status) && (
          <section aria-labelledby={`${titleId}-decision`} className="tryb-project-sheet__actions">
            <h3 id={`${titleId}-decision`}>Décision</h3>
            {project.status === 'pending' && (
              <div className="tryb-project-sheet__decision">
                <Button buttonStyle="primary" size="small" margin={false} onClick={decide} disabled={pending}>
                  {project.requestType === 'visibility' ? 'Valider' : 'Publier'}
                </Button>
                {decisionError && (
                  <p role="alert" className="tryb-dialog__error">
                    {decisionError}
                  </p>
                )}
              </div>
            )}
            <form
              className="tryb-project-sheet__changes"
              noValidate
              onSubmit={(event) => {
                event.preventDefault()
                requestChanges()
              }}
            >
              <label htmlFor={notesId} className="tryb-dialog__label">
                Modifications demandées au porteur (obligatoire)
              </label>
              <textarea
                id={notesId}
                rows={4}
                value={notes}
                aria-required="true"
                aria-invalid={notesError ? true : undefined}
                aria-describedby={notesError ? notesErrorId : undefined}
                onChange={(event) => setNotes(event.target.value)}
              />
              {notesError && (
                <p id={notesErrorId} role="alert" className="tryb-dialog__error">
                  {notesError}
                </p>
              )}
              <Button type="submit" buttonStyle="secondary" size="small" margin={false} disabled={pending}>
                Demander des modifications
              </Button>
            </form>
          </section>
        )}
      </div>
    </ModerationDialog>
  )
}

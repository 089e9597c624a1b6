'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { markProjectPublishedAction, scheduleProjectAction } from '@/actions/moderateProjects'
import { processProjectReportAction, type ProcessReportAnswer } from '@/actions/processProjectReport'
import { REPORT_MESSAGES } from '@/domain/projectReports'
import { exposureWeekLabel, mondayOfDay } from '@/domain/weeks'
import type { ModerationLists, ModerationProject } from '@/moderation/projects'

import { ProjectSheet } from './ProjectSheet'
import { formatDate, TypeBadge } from './parts'

/**
 * The admin projects screen: pending projects (each opens a moderation sheet), approved and
 * scheduled ones (exposure week, "Marquer publié", "Traiter reporting"), and those waiting for
 * their owner's changes. Every action answers with a notice, then the lists are read again.
 */
export function ProjectsBoard({ lists, campaignPrice }: { lists: ModerationLists; campaignPrice: number }) {
  const router = useRouter()
  const [openId, setOpenId] = useState<number | null>(null)
  const all = [...lists.pending, ...lists.planned, ...lists.modRequested]
  const open = all.find((project) => project.id === openId) ?? null

  const done = (message: string) => {
    toast.success(message)
    router.refresh()
  }

  return (
    <div className="tryb-projects">
      <section aria-labelledby="projets-en-attente" className="tryb-projects__section">
        <h2 id="projets-en-attente">Projets en attente</h2>
        {lists.pending.length === 0 ? (
          <p className="tryb-projects__empty">Aucun projet en attente de modération.</p>
        ) : (
          <table className="tryb-table" aria-labelledby="projets-en-attente">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Titre</th>
                <th scope="col">Date</th>
                <th scope="col">Image</th>
                <th scope="col">Liens</th>
                <th scope="col">MVP</th>
              </tr>
            </thead>
            <tbody>
              {lists.pending.map((project) => (
                <tr key={project.id} className="tryb-table__clickable" onClick={() => setOpenId(project.id)}>
                  <td>
                    <TypeBadge type={project.requestType} />
                  </td>
                  <td>
                    <SheetButton project={project} onOpen={setOpenId} />
                  </td>
                  <td>{formatDate(project.createdAt)}</td>
                  <td>
                    <Flag present={project.flags.image} yes="Image fournie" no="Pas d’image" />
                  </td>
                  <td>
                    <Flag present={project.flags.links} yes="Liens fournis" no="Aucun lien" />
                  </td>
                  <td>
                    <Flag present={project.flags.mvp} yes="Lien MVP fourni" no="Pas de lien MVP" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="projets-planifies" className="tryb-projects__section">
        <h2 id="projets-planifies">Projets approuvés et planifiés</h2>
        {lists.planned.length === 0 ? (
          <p className="tryb-projects__empty">Aucun projet approuvé ou planifié.</p>
        ) : (
          <table className="tryb-table" aria-labelledby="projets-planifies">
            <thead>
              <tr>
                <th scope="col">Titre</th>
                <th scope="col">Statut</th>
                <th scope="col">Semaine d’exposition</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {lists.planned.map((project) => (
                <PlannedRow key={project.id} project={project} onOpen={setOpenId} onDone={done} />
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="modifications-demandees" className="tryb-projects__section">
        <h2 id="modifications-demandees">Modifications demandées</h2>
        {lists.modRequested.length === 0 ? (
          <p className="tryb-projects__empty">Aucun projet en attente de modifications.</p>
        ) : (
          <table className="tryb-table" aria-labelledby="modifications-demandees">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Titre</th>
                <th scope="col">Soumis le</th>
              </tr>
            </thead>
            <tbody>
              {lists.modRequested.map((project) => (
                <tr key={project.id}>
                  <td>
                    <TypeBadge type={project.requestType} />
                  </td>
                  <td>
                    <SheetButton project={project} onOpen={setOpenId} />
                  </td>
                  <td>{formatDate(project.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {open && (
        <ProjectSheet
          project={open}
          campaignPrice={campaignPrice}
          onClose={() => setOpenId(null)}
          onDone={(message) => {
            setOpenId(null)
            done(message)
          }}
        />
      )}
    </div>
  )
}

function SheetButton({ project, onOpen }: { project: ModerationProject; onOpen: (id: number) => void }) {
  return (
    <button
      type="button"
      className="tryb-link-button"
      aria-haspopup="dialog"
      onClick={(event) => {
        // The row opens the sheet too; one opening is enough.
        event.stopPropagation()
        onOpen(project.id)
      }}
    >
      {project.title}
    </button>
  )
}

/** A yes/no mark whose meaning is read out, not only seen. */
function Flag({ present, yes, no }: { present: boolean; yes: string; no: string }) {
  return (
    <span
      className={`tryb-flag ${present ? 'tryb-flag--yes' : 'tryb-flag--no'}`}
      role="img"
      aria-label={present ? yes : no}
      title={present ? yes : no}
    >
      {present ? '✓' : '—'}
    </span>
  )
}

function PlannedRow({
  project,
  onOpen,
  onDone,
}: {
  project: ModerationProject
  onOpen: (id: number) => void
  onDone: (message: string) => void
}) {
  const [publishing, startPublishing] = useTransition()
  const [processing, startProcessing] = useTransition()
  const [report, setReport] = useState<ProcessReportAnswer | null>(null)

  const markPublished = () =>
    startPublishing(async () => {
      const result = await markProjectPublishedAction(project.id)
      if (result.ok) onDone(result.message)
      else toast.error(result.message)
    })

  const processReport = () =>
    startProcessing(async () => {
      setReport(null)
      try {
        setReport(await processProjectReportAction(project.id))
      } catch {
        setReport({ ok: false, title: 'Erreur', message: REPORT_MESSAGES.processingFailed })
      }
    })

  return (
    <>
      <tr>
        <td>
          <SheetButton project={project} onOpen={onOpen} />
        </td>
        <td>{project.statusLabel}</td>
        <td>
          <WeekForm project={project} onDone={onDone} />
        </td>
        <td>
          <div className="tryb-projects__row-actions">
            <button
              type="button"
              className="tryb-button"
              onClick={markPublished}
              disabled={publishing}
              aria-busy={publishing}
            >
              {publishing ? 'Publication…' : 'Marquer publié'}
            </button>
            <button
              type="button"
              className="tryb-button"
              onClick={processReport}
              disabled={processing}
              aria-busy={processing}
            >
              {processing ? 'Traitement en cours…' : 'Traiter reporting'}
            </button>
          </div>
        </td>
      </tr>
      {(processing || report) && (
        <tr className="tryb-projects__report-row">
          <td colSpan={4}>
            <ReportPanel
              title={project.title}
              processing={processing}
              report={report}
              onDismiss={() => setReport(null)}
            />
          </td>
        </tr>
      )}
    </>
  )
}

function ReportPanel({
  title,
  processing,
  report,
  onDismiss,
}: {
  title: string
  processing: boolean
  report: ProcessReportAnswer | null
  onDismiss: () => void
}) {
  return (
    <div className="tryb-report" role="status" aria-live="polite" aria-label={`Reporting de « ${title} »`}>
      {processing ? (
        <p className="tryb-report__progress">
          <progress aria-label="Traitement du reporting en cours" />
          <span>Traitement du reporting en cours… Cela peut prendre quelques secondes.</span>
        </p>
      ) : report?.ok ? (
        <>
          <p className="tryb-report__summary">
            <strong>{report.title}</strong> — {report.summary}
          </p>
          <p className="tryb-report__meta">{report.rowsRead} lignes lues.</p>
          {report.problems.length > 0 && (
            <details className="tryb-report__problems" open={report.problems.length <= 10}>
              <summary>
                {report.problemCount} ligne{report.problemCount > 1 ? 's' : ''} non prise
                {report.problemCount > 1 ? 's' : ''} en compte
                {report.problemCount > report.problems.length ? ` (les ${report.problems.length} premières)` : ''}
              </summary>
              <ul>
                {report.problems.map((problem, index) => (
                  <li key={`${problem.line}-${index}`}>
                    {problem.line > 0 ? `Ligne ${problem.line} : ` : ''}
                    {problem.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <button type="button" className="tryb-button tryb-button--quiet" onClick={onDismiss}>
            Masquer
          </button>
        </>
      ) : report ? (
        <>
          <p className="tryb-report__error">
            <strong>{report.title}</strong> — {report.message}
          </p>
          <button type="button" className="tryb-button tryb-button--quiet" onClick={onDismiss}>
            Masquer
          </button>
        </>
      ) : null}
    </div>
  )
}

/** The exposure week: any day stands for its week (stored as its Monday, shown as its label). */
function WeekForm({ project, onDone }: { project: ModerationProject; onDone: (message: string) => void }) {
  const [day, setDay] = useState(project.exposureWeekStart ?? '')
  const [saving, startSaving] = useTransition()
  const [error, setError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<string | null>(null)
  const monday = mondayOfDay(day)
  const inputId = `semaine-${project.id}`
  const hintId = `semaine-${project.id}-libelle`
  const errorId = `semaine-${project.id}-erreur`

  const save = (confirmed: boolean) =>
    startSaving(async () => {
      setError(null)
      setConfirm(null)
      const result = await scheduleProjectAction(project.id, day, confirmed)
      if (result.ok) onDone(result.message)
      else if ('confirm' in result) setConfirm(result.confirm)
      else setError(result.message)
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
        <button type="submit" className="tryb-button" disabled={saving} aria-busy={saving}>
          {saving ? 'Enregistrement…' : 'Enregistrer la semaine'}
        </button>
      </div>
      <p id={hintId} className="tryb-week__label">
        {monday ? `Semaine du ${exposureWeekLabel(monday)}` : 'Choisis un jour de la semaine d’exposition.'}
      </p>
      {error && (
        <p id={errorId} role="alert" className="tryb-form-error">
          {error}
        </p>
      )}
      {confirm && (
        <div role="alert" className="tryb-week__confirm">
          <p>{confirm}</p>
          <button
            type="button"
            className="tryb-button tryb-button--primary"
            onClick={() => save(true)}
            disabled={saving}
          >
            Planifier quand même
          </button>
          <button type="button" className="tryb-button tryb-button--quiet" onClick={() => setConfirm(null)}>
            Annuler
          </button>
        </div>
      )}
    </form>
  )
}

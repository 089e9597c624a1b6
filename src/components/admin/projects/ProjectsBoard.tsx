'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useTransition, type ReactNode } from 'react'

import { markProjectPublishedAction, scheduleProjectAction } from '@/actions/moderateProjects'
import { processProjectReportAction, type ProcessReportAnswer } from '@/actions/processProjectReport'
import { frenchDate } from '@/domain/french'
import {
  cappedCountLabel,
  cursorValues,
  listHref,
  ORDER_OPTIONS,
  orderValues,
  type Cursor,
  type ListOrder,
} from '@/domain/listParams'
import { REPORT_MESSAGES, REPORT_PROBLEMS_SHOWN } from '@/domain/projectReports'
import type { ReportProblem } from '@/domain/reportCsv'
import { exposureWeekLabel, mondayOfDay } from '@/domain/weeks'
import type { ListPaging, ModerationLists, ModerationProject } from '@/moderation/projects'

import { KeysetPagination } from '../KeysetPagination'
import { SortLinks } from '../SortLinks'
import { WaitingAge } from '../WaitingAge'

import { ProjectSheet } from './ProjectSheet'
import { TypeBadge } from './TypeBadge'

/**
 * The admin projects screen: pending projects (each opens a moderation sheet), approved and
 * scheduled ones (exposure week, "Marquer publié", "Traiter reporting"), and those waiting for
 * their owner's changes. Every action answers with a notice, then the lists are read again.
 */
export function ProjectsBoard({
  lists,
  order,
  campaignPrice,
}: {
  lists: ModerationLists
  order: ListOrder
  campaignPrice: number
}) {
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
      <ProjectTable
        id="projets-en-attente"
        title="Projets en attente"
        empty="Aucun projet en attente de modération."
        columns={['Type', 'Titre', 'Date', 'Attente', 'Image', 'Liens', 'MVP']}
        clickableRows
        paging={lists.paging.pending}
        pageHref={(cursor) => pageHref(order, cursor, lists.paging.pending.params)}
        sort={
          <SortLinks
            label="Trier les projets en attente"
            options={(Object.keys(ORDER_OPTIONS) as ListOrder[]).map((key) => ({
              key,
              label: ORDER_OPTIONS[key].label,
              href: pageHref(key, null, lists.paging.pending.params),
              current: key === order,
            }))}
          />
        }
        previousText={order === 'oldest' ? 'Plus anciens' : 'Plus récents'}
        nextText={order === 'oldest' ? 'Plus récents' : 'Plus anciens'}
        shown={lists.pending.length}
        rows={lists.pending.map((project) => (
          <tr key={project.id} onClick={() => setOpenId(project.id)} data-testid={`pending-project-${project.id}`}>
            <SummaryCells project={project} onOpen={setOpenId} />
            <td>
              <WaitingAge waiting={project.waiting} />
            </td>
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
      />

      <ProjectTable
        id="projets-planifies"
        title="Projets approuvés et planifiés"
        empty="Aucun projet approuvé ou planifié."
        columns={['Titre', 'Statut', 'Semaine d’exposition', 'Actions']}
        paging={lists.paging.planned}
        shown={lists.planned.length}
        rows={lists.planned.map((project) => (
          <PlannedRow key={project.id} project={project} onOpen={setOpenId} onDone={done} />
        ))}
      />

      <ProjectTable
        id="modifications-demandees"
        title="Modifications demandées"
        empty="Aucun projet en attente de modifications."
        columns={['Type', 'Titre', 'Soumis le']}
        paging={lists.paging.modRequested}
        shown={lists.modRequested.length}
        rows={lists.modRequested.map((project) => (
          <tr key={project.id}>
            <SummaryCells project={project} onOpen={setOpenId} />
          </tr>
        ))}
      />

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

/** One list of the screen, named by its heading; a sentence stands in for an empty one. */
function ProjectTable({
  id,
  title,
  empty,
  columns,
  clickableRows = false,
  paging,
  pageHref,
  sort,
  previousText,
  nextText,
  shown,
  rows,
}: {
  id: string
  title: string
  empty: string
  columns: string[]
  clickableRows?: boolean
  paging: ListPaging
  /** The address of a page of this list; only the pending list turns pages. */
  pageHref?: (cursor: Cursor) => string
  sort?: ReactNode
  previousText?: string
  nextText?: string
  shown: number
  rows: ReactNode[]
}) {
  return (
    <section aria-labelledby={id} className="tryb-projects__section">
      <h2 id={id}>{title}</h2>
      {sort}
      {paging.count > shown && (
        <p className="tryb-moderation__count">
          {shown} affichés sur {cappedCountLabel(paging.count, paging.capped)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="tryb-moderation__empty">{empty}</p>
      ) : (
        <div className="tryb-moderation__table-wrap">
          <table
            className={`tryb-moderation__table${clickableRows ? ' tryb-moderation__table--rows' : ''}`}
            aria-labelledby={id}
          >
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      {pageHref ? (
        <KeysetPagination
          label={`Pages : ${title}`}
          previousHref={paging.previous ? pageHref(paging.previous) : null}
          nextHref={paging.next ? pageHref(paging.next) : null}
          previousText={previousText}
          nextText={nextText}
        />
      ) : null}
    </section>
  )
}

/**
 * The address of the pending list in `order` from `cursor` (its first page without one), keeping
 * its filter (`params`: the request type the admin home links to).
 */
const pageHref = (order: ListOrder, cursor: Cursor | null, params: Record<string, string | undefined> = {}) =>
  listHref('/admin/projets', { ...params, ...orderValues(order), ...cursorValues(cursor) }, 1)

/** Type, title (opening the sheet) and submission date: the first cells of a project's row. */
function SummaryCells({ project, onOpen }: { project: ModerationProject; onOpen: (id: number) => void }) {
  return (
    <>
      <td>
        <TypeBadge type={project.requestType} />
      </td>
      <td>
        <SheetButton project={project} onOpen={onOpen} />
      </td>
      <td>{frenchDate(project.createdAt)}</td>
    </>
  )
}

function SheetButton({ project, onOpen }: { project: ModerationProject; onOpen: (id: number) => void }) {
  return (
    <button
      type="button"
      className="tryb-moderation__row-button"
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
  const [progress, setProgress] = useState<ReportProgress | null>(null)

  const markPublished = () =>
    startPublishing(async () => {
      const result = await markProjectPublishedAction(project.id)
      if (result.ok) onDone(result.message)
      else toast.error(result.message)
    })

  const processReport = () =>
    startProcessing(async () => {
      setReport(null)
      setProgress(null)
      try {
        // One batch per request; the problems of every batch are kept for the last answer.
        let answer = await processProjectReportAction(project.id)
        const problems: ReportProblem[] = []
        let problemCount = 0
        let processed = 0
        while (answer.ok) {
          problems.push(...answer.problems)
          problemCount += answer.problemCount
          processed += answer.processed
          if (!answer.resume) break
          setProgress({ processed, total: processed + answer.remaining })
          answer = await processProjectReportAction(project.id, answer.resume)
        }
        setReport(answer.ok ? { ...answer, problems: problems.slice(0, REPORT_PROBLEMS_SHOWN), problemCount } : answer)
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
          <div className="tryb-moderation__actions">
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={markPublished}
              disabled={publishing}
              extraButtonProps={{ 'aria-busy': publishing }}
            >
              {publishing ? 'Publication…' : 'Marquer publié'}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={processReport}
              disabled={processing}
              extraButtonProps={{ 'aria-busy': processing }}
            >
              {processing ? 'Traitement en cours…' : 'Traiter reporting'}
            </Button>
          </div>
        </td>
      </tr>
      {(processing || report) && (
        <tr className="tryb-projects__report-row">
          <td colSpan={4}>
            <ReportPanel
              title={project.title}
              processing={processing}
              progress={progress}
              report={report}
              onDismiss={() => setReport(null)}
            />
          </td>
        </tr>
      )}
    </>
  )
}

/** Declarations gone through so far in a run, of those the report named. */
type ReportProgress = { processed: number; total: number }

function ReportPanel({
  title,
  processing,
  progress,
  report,
  onDismiss,
}: {
  title: string
  processing: boolean
  progress: ReportProgress | null
  report: ProcessReportAnswer | null
  onDismiss: () => void
}) {
  return (
    <div className="tryb-report" role="status" aria-live="polite" aria-label={`Reporting de « ${title} »`}>
      {processing ? (
        <p className="tryb-report__progress">
          {progress ? (
            <>
              <progress aria-label="Traitement du reporting en cours" value={progress.processed} max={progress.total} />
              <span>
                Traitement du reporting en cours… {progress.processed} déclaration
                {progress.processed > 1 ? 's' : ''} traitée{progress.processed > 1 ? 's' : ''} sur {progress.total}.
              </span>
            </>
          ) : (
            <>
              <progress aria-label="Traitement du reporting en cours" />
              <span>Traitement du reporting en cours… Cela peut prendre quelques secondes.</span>
            </>
          )}
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
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onDismiss}>
            Masquer
          </Button>
        </>
      ) : report ? (
        <>
          <p className="tryb-report__error">
            <strong>{report.title}</strong> — {report.message}
          </p>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={onDismiss}>
            Masquer
          </Button>
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

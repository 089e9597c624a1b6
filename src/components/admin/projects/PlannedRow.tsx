'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState, useTransition } from 'react'

import { markProjectPublishedAction } from '@/actions/moderateProjects'
import {
  processProjectReportAction,
  undoReportRunAction,
  type ProcessReportAnswer,
} from '@/actions/processProjectReport'
import { REPORT_MESSAGES, REPORT_PROBLEMS_SHOWN } from '@/domain/reports/projectReports'
import type { ReportProblem } from '@/domain/reports/reportCsv'
import type { ModerationRow } from '@/moderation/moderationRow'
import { failedAction } from '@/components/form/actionFailure'

import { PaymentState } from './PaymentState'
import { ReportPanel, type ReportProgress } from './ReportPanel'
import { SheetButton } from './SheetButton'
import { WeekForm } from './WeekForm'

export function PlannedRow({
  project,
  onOpen,
  onDone,
}: {
  project: ModerationRow
  onOpen: (id: number) => void
  onDone: (message: string) => void
}) {
  const [publishing, startPublishing] = useTransition()
  const [processing, startProcessing] = useTransition()
  const [report, setReport] = useState<ProcessReportAnswer | null>(null)
  const [progress, setProgress] = useState<ReportProgress | null>(null)

  // "Marquer publié" has no undo: the campaign is on the home and members support it at once; the
  // report's validations do ("Annuler" in the report panel, `undoReportRun`).
  const markPublished = () =>
    startPublishing(async () => {
      const result = await markProjectPublishedAction(project.id).catch(failedAction)
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
        <td data-label="Titre">
          <SheetButton project={project} onOpen={onOpen} />
        </td>
        <td data-label="Statut">{project.statusLabel}</td>
        <td data-label="Paiement">
          {project.payment ? (
            <>
              <PaymentState state={project.payment.state} />
              {project.payment.reference && (
                <>
                  <br />
                  <span className="tryb-payments__reference">{project.payment.reference}</span>
                </>
              )}
            </>
          ) : (
            '—'
          )}
        </td>
        <td data-label="Semaine d’exposition">
          <WeekForm project={project} onDone={onDone} />
        </td>
        <td data-label="Actions">
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
          <td colSpan={5} data-label="Reporting">
            <ReportPanel
              title={project.title}
              processing={processing}
              progress={progress}
              report={report}
              onDismiss={() => setReport(null)}
              undo={report?.ok ? () => undoReportRunAction(project.id, report.since) : null}
              onUndone={(message) => {
                setReport(null)
                toast.success(message)
              }}
            />
          </td>
        </tr>
      )}
    </>
  )
}

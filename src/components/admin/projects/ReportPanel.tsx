import { Button } from '@payloadcms/ui'

import type { ProcessReportAnswer } from '@/actions/processProjectReport'
import { UndoableDecision } from '@/components/admin/UndoableDecision'
import type { AdminOutcome } from '@/errors/outcome'

export type ReportProgress = { processed: number; total: number }

/** After a run that validated declarations, "Annuler" takes them all back (`undo`). */
export function ReportPanel({
  title,
  processing,
  progress,
  report,
  onDismiss,
  undo,
  onUndone,
}: {
  title: string
  processing: boolean
  progress: ReportProgress | null
  report: ProcessReportAnswer | null
  onDismiss: () => void
  undo: (() => Promise<AdminOutcome>) | null
  onUndone: (message: string) => void
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
          {undo && report.validatedActions > 0 ? (
            <p>
              <UndoableDecision
                label="Traité"
                message=""
                subject={`traitement du reporting de « ${title} »`}
                undo={undo}
                onUndone={onUndone}
              />
            </p>
          ) : null}
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

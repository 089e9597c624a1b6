'use client'

import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { submitProjectReportAction, type ReportFormState } from '@/actions/projectReports'
import type { ReportField } from '@/reports/submitProjectReport'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import { REPORT_CSV_MAX_BYTES, REPORT_MESSAGES, REPORT_TEXT_MAX_LENGTH } from '@/domain/reports/projectReports'
import { REPORT_CSV_TEMPLATE_PATH, reportCsvHeaderProblem } from '@/domain/reports/reportCsv'
import { failedAction } from '@/components/form/actionFailure'

type Field = ReportField
type Problem = { field: Field; message: string }

/** The same check as the server's, so the member learns before uploading. */
async function csvProblem(file: File | undefined): Promise<Problem | null> {
  if (!file || file.size === 0) return null
  const reason =
    file.size > REPORT_CSV_MAX_BYTES
      ? REPORT_MESSAGES.csvTooLarge
      : reportCsvHeaderProblem(await file.slice(0, 64 * 1024).text())
  return reason ? { field: 'file', message: `${REPORT_MESSAGES.failed} : ${reason}` } : null
}

/** Checked here first for a quick answer, then again on the server. */
export function ReportForm({ projectId }: { projectId: number }) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const textArea = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const viewsArea = useRef<HTMLTextAreaElement>(null)
  const fieldRef = { text: textArea, file: fileInput, views: viewsArea }
  const notice = useRef<HTMLDivElement>(null)
  const [state, run, pending] = useActionState<ReportFormState, FormData>(
    (previous, form) => submitProjectReportAction(projectId, previous, form).catch(failedAction),
    null,
  )
  const [problem, setProblem] = useState<Problem | null>(null)
  const [checking, setChecking] = useState(false)

  // The server's answer: a sent report empties the form; a refusal brings focus to what to fix.
  useEffect(() => {
    if (!state) return
    if (state.ok) form.current?.reset()
    else (state.field ? fieldRef[state.field] : notice).current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  const refuse = (found: Problem) => {
    setProblem(found)
    fieldRef[found.field].current?.focus()
  }

  async function onFileChange() {
    const found = await csvProblem(fileInput.current?.files?.[0])
    setProblem(found)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Checked here first; React then runs the server action in a transition.
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const file = fileInput.current?.files?.[0]
    const typed = String(data.get('report_text') ?? '').trim() || String(data.get('report_views') ?? '').trim()
    if (!typed && (!file || file.size === 0)) {
      return refuse({ field: 'text', message: REPORT_MESSAGES.required })
    }
    setChecking(true)
    const found = await csvProblem(file)
    setChecking(false)
    if (found) return refuse(found)
    setProblem(null)
    startTransition(() => run(data))
  }

  // A problem found here wins; otherwise the server's last answer, hidden while sending again.
  const answer = problem ? { ok: false, ...problem } : pending ? null : state
  const invalid = (field: Field) => Boolean(answer && !answer.ok && answer.field === field)
  const describedBy = (field: Field) => `${id}-${field}-hint${invalid(field) ? ` ${id}-notice` : ''}`
  const busy = pending || checking

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Reporting du lundi
      </h3>
      <p className="text-neutral-700">
        Envoie le bilan de ta semaine d’exposition : colle les liens des actions que tu as vues, joins le fichier CSV,
        ou les deux. Nous validons les actions déclarées par les membres qui y figurent.
      </p>
      <form
        ref={form}
        action={run}
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-stone-200 p-5"
      >
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-medium">
            Ton reporting (texte)
          </label>
          <p id={`${id}-text-hint`} className="text-sm text-neutral-600">
            Un lien par ligne ou dans ton texte.
          </p>
          <textarea
            ref={textArea}
            id={`${id}-text`}
            name="report_text"
            rows={6}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            aria-describedby={describedBy('text')}
            aria-invalid={invalid('text') || undefined}
            className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-views`} className="block text-sm font-medium">
            Vues par publication (facultatif)
          </label>
          <p id={`${id}-views-hint`} className="text-sm text-neutral-600">
            Une publication par ligne : son lien puis ses vues, par exemple « https://… ; 12 000 ».
          </p>
          <textarea
            ref={viewsArea}
            id={`${id}-views`}
            name="report_views"
            rows={3}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            aria-describedby={describedBy('views')}
            aria-invalid={invalid('views') || undefined}
            className="mt-1 w-full rounded-xl border border-stone-300 px-4 py-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            Fichier CSV
          </label>
          <p id={`${id}-file-hint`} className="text-sm text-neutral-600">
            Colonnes plateforme, lien, type_action, auteur, et vues si tu les as ; 5 Mo au plus.{' '}
            <a
              href={REPORT_CSV_TEMPLATE_PATH}
              download
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Télécharger le modèle CSV
            </a>
          </p>
          <input
            ref={fileInput}
            id={`${id}-file`}
            name="report_file"
            type="file"
            accept=".csv,text/csv"
            onChange={onFileChange}
            aria-describedby={describedBy('file')}
            aria-invalid={invalid('file') || undefined}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
          />
        </div>
        <div id={`${id}-notice`} ref={notice} tabIndex={-1} className="outline-none">
          <FormNotice notice={answer} />
        </div>
        <button
          type="submit"
          className={`${primaryButton()} w-full sm:w-auto sm:self-start`}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'Envoi en cours...' : 'Envoyer le reporting'}
        </button>
      </form>
    </section>
  )
}

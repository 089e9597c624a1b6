import Link from 'next/link'

import type { RecentAction } from '@/dashboard/loadDashboard'
import { frenchDate } from '@/domain/french'
import { hasImpactReport, impactReportPath } from '@/domain/reports/impactReport'
import { BILLING_DOCUMENT_KIND_LABELS, paymentLabel } from '@/domain/payments/payments'
import { projectStatusLabel, publicProjectPath, REQUEST_TYPE_LABELS } from '@/domain/projects/projectVisibility'
import { ACTION_CATEGORY_LABELS, type ActionCategory } from '@/domain/declaredActions/declaredActions'
import type { Project } from '@/payload-types'
import type { ProjectPaymentSummary } from '@/payments/ownerPayment'

const BADGES: Record<ActionCategory, string> = {
  valid: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  invalid: 'bg-red-100 text-red-800',
}

function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="text-stone-500">
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={`py-2 font-medium ${index < columns.length - 1 ? 'pr-4' : ''}`}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

type DashboardProject = Pick<
  Project,
  'id' | 'title' | 'slug' | 'request_type' | 'status' | 'createdAt' | 'exposure_week_start'
> & { payment?: ProjectPaymentSummary | null }

function PaymentStatus({ project }: { project: DashboardProject }) {
  const label = paymentLabel(project.payment ?? null)
  if (!label || !project.payment) return null
  return (
    <span className="mt-1 block text-xs text-stone-600" data-testid="project-payment">
      {label}
      {project.payment.documents.map((document) => (
        <span key={document.id}>
          {' · '}
          <a
            href={`/factures/${document.id}`}
            className="text-brand-700 underline"
            aria-label={`Télécharger ${document.kind === 'invoice' ? 'la facture' : 'l’avoir'} ${document.number} (PDF)`}
          >
            {BILLING_DOCUMENT_KIND_LABELS[document.kind]} {document.number}
          </a>
        </span>
      ))}
    </span>
  )
}

function ProjectName({ project }: { project: DashboardProject }) {
  if (!project.slug) return <>{project.title}</>
  return (
    <Link
      href={publicProjectPath(project.slug)}
      className="break-words text-brand-700 underline-offset-4 hover:underline"
    >
      {project.title}
    </Link>
  )
}

function ImpactReportLink({ project, now }: { project: DashboardProject; now: Date }) {
  if (!hasImpactReport(project, now)) return null
  return (
    <Link
      href={impactReportPath(project.id)}
      className="mt-1 block w-fit text-xs font-semibold text-brand-700 underline underline-offset-4"
      aria-label={`Rapport d’impact de ${project.title}`}
    >
      Rapport d’impact
    </Link>
  )
}

/** Only one of table and cards is displayed, so assistive technologies meet each project once. */
export function MyProjects({ projects, now = new Date() }: { projects: DashboardProject[]; now?: Date }) {
  return (
    <>
      <table className="mt-4 hidden w-full text-left text-sm sm:table">
        <TableHead columns={['Nom', 'Objectif', 'Statut', 'Date']} />
        <tbody className="divide-y divide-stone-100">
          {projects.map((project) => (
            <tr key={project.id}>
              <td className="py-2 pr-4 font-medium">
                <ProjectName project={project} />
                <ImpactReportLink project={project} now={now} />
              </td>
              <td className="py-2 pr-4">{REQUEST_TYPE_LABELS[project.request_type]}</td>
              <td className="py-2 pr-4">
                {projectStatusLabel(project.status, project.request_type)}
                <PaymentStatus project={project} />
              </td>
              <td className="whitespace-nowrap py-2">{frenchDate(project.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 divide-y divide-stone-100 sm:hidden" data-testid="my-projects-cards">
        {projects.map((project) => (
          <li key={project.id} className="py-3 text-sm">
            <p className="font-medium">
              <ProjectName project={project} />
            </p>
            <p className="mt-1 text-stone-600">
              {REQUEST_TYPE_LABELS[project.request_type]} · {projectStatusLabel(project.status, project.request_type)} ·{' '}
              {frenchDate(project.createdAt)}
            </p>
            <PaymentStatus project={project} />
            <ImpactReportLink project={project} now={now} />
          </li>
        ))}
      </ul>
    </>
  )
}

function Detail({ action }: { action: RecentAction }) {
  if (!action.link) return <>{action.detail}</>
  return (
    <a href={action.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
      {action.detail ?? 'Lien'}
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  )
}

function Badge({ category, label }: { category: ActionCategory; label?: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[category]}`}>
      {label ?? ACTION_CATEGORY_LABELS[category]}
    </span>
  )
}

const pointsText = (points: number | null) => (points === null ? '—' : `+${points}`)

export function RecentActions({ actions }: { actions: RecentAction[] }) {
  return (
    <>
      <table className="mt-4 hidden w-full text-left text-sm sm:table" data-testid="recent-actions">
        <TableHead columns={['Type', 'Détail', 'Points', 'Statut', 'Date']} />
        <tbody className="divide-y divide-stone-100">
          {actions.map((action) => (
            <tr key={action.key}>
              <td className="py-2 pr-4 font-medium">{action.kind}</td>
              <td className="max-w-[14rem] truncate py-2 pr-4">
                <Detail action={action} />
              </td>
              <td className="py-2 pr-4">{pointsText(action.points)}</td>
              <td className="py-2 pr-4">
                <Badge category={action.category} label={action.statusLabel} />
              </td>
              <td className="whitespace-nowrap py-2">{frenchDate(action.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-4 divide-y divide-stone-100 sm:hidden" data-testid="recent-actions-cards">
        {actions.map((action) => (
          <li key={action.key} className="py-3 text-sm">
            <div className="flex items-center justify-between gap-3">
              <span className="font-medium">{action.kind}</span>
              <Badge category={action.category} label={action.statusLabel} />
            </div>
            {(action.detail || action.link) && (
              <p className="mt-1 truncate">
                <Detail action={action} />
              </p>
            )}
            <p className="mt-1 text-stone-600">
              {pointsText(action.points)} · {frenchDate(action.date)}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

import Link from 'next/link'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { frenchDate } from '@/domain/french'
import { impactReportCsvPath, type ImpactReport } from '@/domain/reports/impactReport'
import { publicProjectPath } from '@/domain/projects/projectVisibility'
import type { ReportProject } from '@/reports/impactReport'

import { ActionsByDaySection } from './ActionsByDaySection'
import { ComparisonSection } from './ComparisonSection'
import { FIGURES } from './reportTable'
import { SupportedPostsSection } from './SupportedPostsSection'

/** Provisional while the reporting is not processed, final after; the page decides who may read it. */
export function ImpactReportView({
  project,
  report,
  reach,
  back,
}: {
  project: ReportProject
  report: ImpactReport
  reach: string | null
  back: { href: string; label: string }
}) {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link href={back.href} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          ← {back.label}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">Rapport d’impact</h1>
      <p className="mt-2 text-lg break-words text-stone-700">
        {project.title} · semaine du {project.weekLabel}
      </p>

      <div
        className={`mt-6 rounded-2xl p-4 ${report.final ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}
        data-testid="report-status"
      >
        <p className="font-semibold">{report.final ? 'Rapport final' : 'Rapport provisoire'}</p>
        <p className="mt-1 text-sm">
          {report.final
            ? `Le reporting de la campagne a été traité le ${frenchDate(report.processedAt!)}. Une action validée plus tard s’y ajoutera encore.`
            : 'Il se complète à mesure que l’équipe valide les actions déclarées ; il sera final quand le reporting du lundi aura été traité.'}
        </p>
      </div>

      <p className="mt-4 text-lg font-semibold" data-testid="report-reach">
        {reach ?? 'Aucune vue rapportée : ajoute une colonne « vues » à ton reporting CSV.'}
      </p>

      <div className="mt-6 flex flex-wrap gap-3">
        <a href={impactReportCsvPath(project.id)} download className={primaryButton('small')}>
          Télécharger le CSV
        </a>
        {project.slug && (
          <Link href={publicProjectPath(project.slug)} className={outlineButton('small')}>
            Voir la page du projet
          </Link>
        )}
      </div>

      <section aria-labelledby="figures-title" className="mt-8">
        <h2 id="figures-title" className="sr-only">
          Chiffres clés
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIGURES.map(({ key, label }) => (
            <div key={key} className="rounded-3xl bg-brand-50 p-5">
              <dt className="text-sm font-medium text-stone-700">{label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-brand-700" data-testid={`figure-${key}`}>
                {report.totals[key]}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Actions validées par type">
          {report.byType.map(({ type, label, count }) => (
            <div key={type} className="flex gap-1 rounded-full border border-stone-200 px-3 py-1">
              <dt>{label} :</dt>
              <dd className="font-semibold" data-testid={`type-${type}`}>
                {count}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <ActionsByDaySection report={report} />

      <SupportedPostsSection posts={report.posts} />

      <ComparisonSection report={report} />

      <p className="mt-8 text-sm text-stone-600">
        Ce rapport ne montre que des actions validées, sans le nom des membres qui les ont faites : l’identité des
        membres reste privée. Le CSV liste une ligne par action (date, type, réseau, lien).
      </p>
    </main>
  )
}

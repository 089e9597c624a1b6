import Link from 'next/link'
import type { ReactNode } from 'react'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { ACTION_TYPE_LABELS, ACTION_TYPES } from '@/domain/declaredActions'
import { countOf, frenchDate } from '@/domain/french'
import {
  comparisonScope,
  differenceLabel,
  impactReportCsvPath,
  type Figures,
  type ImpactReport,
} from '@/domain/impactReport'
import { publicProjectPath } from '@/domain/projectVisibility'
import type { ReportProject } from '@/reports/impactReport'

import { ImpactChart } from './ImpactChart'

const FIGURES: { key: keyof Figures; label: string }[] = [
  { key: 'actions', label: 'Actions validées' },
  { key: 'contributors', label: 'Contributeurs' },
  { key: 'points', label: 'Points distribués' },
]

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

const card = 'rounded-3xl border border-stone-200 bg-white p-6'

/** A table wider than a phone scrolls inside its own box, never the page (390 px). */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  // The region takes the focus so that the keyboard scrolls it.
  return (
    <div role="region" aria-label={label} tabIndex={0} className="mt-4 overflow-x-auto rounded-xl">
      {children}
    </div>
  )
}

const th = 'px-3 py-2 font-medium whitespace-nowrap'
const td = 'px-3 py-2 whitespace-nowrap'

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
  const tableId = 'rapport-par-jour'
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

      <section aria-labelledby="days-title" className={`mt-8 ${card}`}>
        <h2 id="days-title" className="text-lg font-semibold">
          Actions validées par jour
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Par jour de déclaration (heure de Paris), pour chaque type d’action.
        </p>
        {report.totals.actions === 0 ? (
          <p className="mt-4 rounded-2xl bg-stone-50 p-4 text-stone-700">
            Aucune action validée pour l’instant : elles apparaîtront ici dès que l’équipe les aura vérifiées.
          </p>
        ) : (
          <>
            <ImpactChart days={report.byDay} tableId={tableId} />
            <ScrollingTable label="Tableau des actions validées par jour">
              <table id={tableId} className="w-full min-w-[30rem] text-left text-sm">
                <caption className="sr-only">Actions validées par jour de déclaration et par type</caption>
                <thead className="bg-stone-50 text-stone-600">
                  <tr>
                    <th scope="col" className={th}>
                      Jour
                    </th>
                    {ACTION_TYPES.map((type) => (
                      <th key={type} scope="col" className={`${th} text-right`}>
                        {ACTION_TYPE_LABELS[type]}
                      </th>
                    ))}
                    <th scope="col" className={`${th} text-right`}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {report.byDay.map((day) => (
                    <tr key={day.key}>
                      <th scope="row" className={`${td} font-medium first-letter:uppercase`}>
                        {day.label}
                      </th>
                      {ACTION_TYPES.map((type) => (
                        <td key={type} className={`${td} text-right`}>
                          {day.counts[type]}
                        </td>
                      ))}
                      <td className={`${td} text-right font-semibold`}>{day.total}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-stone-200">
                  <tr>
                    <th scope="row" className={td}>
                      Total
                    </th>
                    {report.byType.map(({ type, count }) => (
                      <td key={type} className={`${td} text-right font-semibold`}>
                        {count}
                      </td>
                    ))}
                    <td className={`${td} text-right font-bold`}>{report.totals.actions}</td>
                  </tr>
                </tfoot>
              </table>
            </ScrollingTable>
          </>
        )}
      </section>

      <section aria-labelledby="posts-title" className={`mt-8 ${card}`}>
        <h2 id="posts-title" className="text-lg font-semibold">
          Publications soutenues
        </h2>
        {report.posts.length === 0 ? (
          <p className="mt-4 text-stone-700">Aucune publication à soutenir n’a été indiquée pour cette campagne.</p>
        ) : (
          <ul className="mt-4 divide-y divide-stone-100" data-testid="supported-posts">
            {report.posts.map((post, index) => (
              <li key={`${index}-${post.url}`} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <span className="min-w-0">
                  <a
                    href={post.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-words text-brand-700 underline underline-offset-4"
                  >
                    {post.label}
                    <span className="sr-only"> (nouvel onglet)</span>
                  </a>
                </span>
                <span className="shrink-0 font-semibold">
                  {countOf(post.actions, 'action validée', 'actions validées')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="comparison-title" className={`mt-8 ${card}`}>
        <h2 id="comparison-title" className="text-lg font-semibold">
          Comparaison avec les campagnes précédentes
        </h2>
        {report.comparison === null ? (
          <p className="mt-4 text-stone-700">
            C’est la première campagne de visibilité de la Tryb : pas encore de moyenne à laquelle la comparer.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-stone-600">
              {comparisonScope(report.comparison.campaigns)}
              {!report.final &&
                ' Elles sont comptées en entier : une campagne en cours les rattrape à mesure que ses actions sont validées.'}
            </p>
            <ScrollingTable label="Tableau de comparaison avec les campagnes précédentes">
              <table className="w-full min-w-[30rem] text-left text-sm" data-testid="comparison">
                <caption className="sr-only">Cette campagne comparée à la moyenne des campagnes précédentes</caption>
                <thead className="bg-stone-50 text-stone-600">
                  <tr>
                    <th scope="col" className={th}>
                      Indicateur
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Cette campagne
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Moyenne
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Écart
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {FIGURES.map(({ key, label }) => {
                    const figure = report.comparison!.figures[key]
                    return (
                      <tr key={key}>
                        <th scope="row" className={`${td} font-medium`}>
                          {label}
                        </th>
                        <td className={`${td} text-right font-semibold`}>{figure.value}</td>
                        <td className={`${td} text-right`}>{number.format(figure.average)}</td>
                        <td className={`${td} text-right`}>{differenceLabel(figure)}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </ScrollingTable>
          </>
        )}
      </section>

      <p className="mt-8 text-sm text-stone-600">
        Ce rapport ne montre que des actions validées, sans le nom des membres qui les ont faites : l’identité des
        membres reste privée. Le CSV liste une ligne par action (date, type, réseau, lien).
      </p>
    </main>
  )
}

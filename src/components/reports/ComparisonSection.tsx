import { comparisonScope, differenceLabel, type ImpactReport } from '@/domain/reports/impactReport'

import { card, FIGURES, ScrollingTable, td, th } from './reportTable'

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

export function ComparisonSection({ report }: { report: ImpactReport }) {
  return (
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
  )
}

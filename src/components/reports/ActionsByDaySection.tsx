import { ACTION_TYPE_LABELS, ACTION_TYPES } from '@/domain/declaredActions/declaredActions'
import type { ImpactReport } from '@/domain/reports/impactReport'

import { ImpactChart } from './ImpactChart'
import { card, ScrollingTable, td, th } from './reportTable'

export function ActionsByDaySection({ report }: { report: ImpactReport }) {
  const tableId = 'rapport-par-jour'
  return (
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
  )
}

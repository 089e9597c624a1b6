'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { countOf } from '@/domain/french'
import { everyPointsRule } from '@/domain/points/pointsTable'
import type { Landing, Rule } from '@/payload-types'

import { SectionHeading } from './SectionHeading'

export function PointsTable({
  points,
  rules,
}: {
  points: Landing['points']
  rules: Pick<Rule, 'points' | 'active_threshold'>
}) {
  return (
    <section aria-labelledby="points-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="points-title" title={points.title} intro={points.intro} />
      <table
        className="mt-10 w-full overflow-hidden rounded-2xl border border-stone-200 text-left"
        data-testid="points-table"
      >
        <thead className="bg-stone-50 text-sm uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              Action
            </th>
            <th scope="col" className="px-5 py-3 text-right font-semibold">
              Points
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {everyPointsRule(points.rows).map((row) => (
            <tr key={row.id ?? row.rule}>
              <th scope="row" className="px-5 py-4 font-medium">
                {row.action}
              </th>
              <td className="points-value">+{countOf(rules.points[row.rule], 'point', 'points')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-center text-sm text-stone-600">
        Pour rester membre actif : {countOf(rules.active_threshold, 'point', 'points')} par semestre.
      </p>
    </section>
  )
}

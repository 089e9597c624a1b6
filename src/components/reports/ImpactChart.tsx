import { ACTION_TYPE_LABELS, ACTION_TYPES, type ActionType } from '@/domain/declaredActions/declaredActions'
import type { DayBucket } from '@/domain/reports/impactReport'

/** One colour per action type, in the chart and its legend (decorative: the table says it in words). */
const TYPE_FILL: Record<ActionType, string> = {
  like: 'fill-brand-500',
  comment: 'fill-sky-600',
  share: 'fill-emerald-600',
  post: 'fill-violet-600',
}
const TYPE_SWATCH: Record<ActionType, string> = {
  like: 'bg-brand-500',
  comment: 'bg-sky-600',
  share: 'bg-emerald-600',
  post: 'bg-violet-600',
}

const SLOT = 56
const BAR = 34
const TOP = 26
const PLOT = 150
const AXIS = 44

/** Drawn on the server with no chart library; hidden from assistive technologies, which read the table that follows. */
export function ImpactChart({ days, tableId }: { days: DayBucket[]; tableId: string }) {
  const max = Math.max(1, ...days.map((day) => day.total))
  const width = days.length * SLOT
  const height = TOP + PLOT + AXIS
  const scale = (count: number) => (count / max) * PLOT
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-2xl"
        aria-hidden="true"
        focusable="false"
        data-testid="impact-chart"
      >
        <line x1={0} x2={width} y1={TOP + PLOT} y2={TOP + PLOT} className="stroke-stone-300" strokeWidth={1} />
        {days.map((day, index) => {
          const x = index * SLOT + (SLOT - BAR) / 2
          let top = TOP + PLOT
          return (
            <g key={day.key}>
              {ACTION_TYPES.filter((type) => day.counts[type] > 0).map((type) => {
                const barHeight = scale(day.counts[type])
                top -= barHeight
                return (
                  <rect
                    key={type}
                    x={x}
                    y={top}
                    width={BAR}
                    height={barHeight}
                    className={TYPE_FILL[type]}
                    data-type={type}
                  />
                )
              })}
              {day.total > 0 && (
                <text
                  x={x + BAR / 2}
                  y={top - 6}
                  textAnchor="middle"
                  className="fill-stone-800 text-[16px] font-semibold"
                >
                  {day.total}
                </text>
              )}
              {/* "lun." over "23": two short lines stay legible once a phone shrinks the drawing. */}
              <text
                x={index * SLOT + SLOT / 2}
                y={TOP + PLOT + 20}
                textAnchor="middle"
                className="fill-stone-600 text-[15px]"
              >
                {day.shortLabel.split(' ').map((part, line) => (
                  <tspan key={line} x={index * SLOT + SLOT / 2} dy={line === 0 ? 0 : 17}>
                    {part}
                  </tspan>
                ))}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="mt-2 text-sm text-stone-600">
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Légende">
          {ACTION_TYPES.map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${TYPE_SWATCH[type]}`} aria-hidden="true" />
              {ACTION_TYPE_LABELS[type]}
            </li>
          ))}
        </ul>
        <p className="mt-1">
          Le détail chiffré est dans <a href={`#${tableId}`}>le tableau des actions par jour</a>.
        </p>
      </figcaption>
    </figure>
  )
}

import { ACTION_TYPE_LABELS, actionTypesInWords } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import { standingVerdict, type Standing } from '@/domain/points/standing'

/** In the member's first week `firstWeek` replaces the warning: a member activated minutes ago is behind on nothing. */
export function PeriodPointsCard({ standing, firstWeek }: { standing: Standing; firstWeek?: string }) {
  const { points, required, daysLeft } = standing
  // Nobody is behind in their first week: no warning colour either.
  const reached = standing.reached || Boolean(firstWeek)
  const share = required > 0 ? Math.min(1, points / required) : 1
  const percent = Math.round(share * 100)
  const circumference = 2 * Math.PI * 52
  return (
    <section
      aria-labelledby="period-points-title"
      className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="period-points-title" className="text-lg font-semibold">
        Mon score actuel
      </h2>
      <div className="mt-4 flex items-center gap-6">
        <svg viewBox="0 0 120 120" className="size-32 shrink-0 -rotate-90" aria-hidden="true">
          <circle cx="60" cy="60" r="52" fill="none" stroke="#e7e5e4" strokeWidth="12" />
          <circle
            cx="60"
            cy="60"
            r="52"
            fill="none"
            stroke={reached ? '#16a34a' : '#ea580c'}
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${share * circumference} ${circumference}`}
          />
        </svg>
        <div>
          <p className="text-3xl font-extrabold" data-testid="score">
            {points} <span className="text-lg font-semibold text-stone-500">/ {required}</span>
          </p>
          <p className="text-sm text-stone-600">points ce semestre</p>
        </div>
      </div>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={`${percent} % du seuil atteint`}
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-green-600' : 'bg-brand-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {firstWeek && !standing.reached ? (
        <p className="mt-4 font-semibold text-stone-800" data-testid="first-week-goal">
          {firstWeek}
        </p>
      ) : (
        <p className={`mt-4 font-semibold ${reached ? 'text-green-700' : 'text-brand-700'}`}>
          {standingVerdict(standing)}
        </p>
      )}
      <p className="mt-2 text-sm text-stone-600">
        Chaque {actionTypesInWords((type) => ACTION_TYPE_LABELS[type].toLowerCase(), 'parrainage')} t’aide à garder ton
        statut de membre actif.
      </p>
      <p className="mt-2 text-sm text-stone-600">
        {countOf(daysLeft, 'jour restant', 'jours restants')} dans le semestre.
      </p>
    </section>
  )
}

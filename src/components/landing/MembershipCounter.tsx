import type { MembershipCounter as Counter } from '@/domain/members/membershipCounter'
import { countOf } from '@/domain/french'

export function MembershipCounter({ counter }: { counter: Counter }) {
  return (
    <section
      aria-label="Places de membres fondateurs"
      className="mx-auto w-full max-w-sm rounded-2xl border border-brand-100 bg-white p-5 text-left shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold" data-testid="membership-count">
          {countOf(counter.members, 'membre', 'membres')} sur {counter.capacity}
        </p>
        <p className="text-sm font-medium text-brand-700" data-testid="places-left">
          {countOf(counter.placesLeft, 'place restante', 'places restantes')}
        </p>
      </div>
      <div
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={counter.percent}
        aria-label={`${counter.percent} % des places de membres fondateurs attribuées`}
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${counter.percent}%` }} />
      </div>
    </section>
  )
}

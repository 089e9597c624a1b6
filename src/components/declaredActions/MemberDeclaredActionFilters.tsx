import Link from 'next/link'

import {
  memberDeclaredActionsHref,
  PERIOD_FILTERS,
  PERIOD_OPTIONS,
  STATUS_FILTERS,
  STATUS_OPTIONS,
  type MemberDeclaredActionFilters as Filters,
} from '@/domain/declaredActions/memberDeclaredActions'

const chip = (selected: boolean) =>
  `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors ${
    selected
      ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
      : 'border-stone-300 bg-white text-stone-700 hover:border-brand-600 hover:text-brand-700'
  }`

function FilterGroup<T extends string>({
  id,
  label,
  values,
  options,
  selected,
  hrefFor,
}: {
  id: string
  label: string
  values: readonly T[]
  options: Record<T, { label: string }>
  selected: T
  hrefFor: (value: T) => string
}) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <p id={id} className="text-sm font-semibold text-stone-600 sm:w-20">
        {label}
      </p>
      <ul className="flex flex-wrap gap-2">
        {values.map((value) => (
          <li key={value}>
            <Link
              href={hrefFor(value)}
              aria-current={value === selected ? 'true' : undefined}
              className={chip(value === selected)}
              scroll={false}
            >
              {options[value].label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Links, so they work without JavaScript and keep the other filter. */
export function MemberDeclaredActionFilters({ filters }: { filters: Filters }) {
  return (
    <section aria-label="Filtres" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <FilterGroup
        id="filtre-periode"
        label="Période"
        values={PERIOD_FILTERS}
        options={PERIOD_OPTIONS}
        selected={filters.period}
        hrefFor={(period) => memberDeclaredActionsHref({ ...filters, period, page: 1 })}
      />
      <FilterGroup
        id="filtre-statut"
        label="Statut"
        values={STATUS_FILTERS}
        options={STATUS_OPTIONS}
        selected={filters.status}
        hrefFor={(status) => memberDeclaredActionsHref({ ...filters, status, page: 1 })}
      />
    </section>
  )
}

import Link from 'next/link'

import type { ChecklistItem } from '@/domain/members/onboarding'

export function OnboardingChecklist({ items }: { items: ChecklistItem[] }) {
  const done = items.filter((item) => item.done).length
  return (
    <section aria-labelledby="start-title" className="mt-10 rounded-3xl border border-stone-200 bg-white p-6">
      <h2 id="start-title" className="text-xl font-semibold">
        Pour bien démarrer
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {done} sur {items.length} fait{done < 2 ? '' : 's'}
      </p>
      <ul className="mt-4 space-y-3" aria-label="Ta liste pour bien démarrer">
        {items.map((item) => (
          <li key={item.key} data-item={item.key} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-sm font-bold ${
                item.done ? 'border-green-600 bg-green-600 text-white' : 'border-stone-400 text-transparent'
              }`}
            >
              ✓
            </span>
            <span className="min-w-0 break-words">
              {item.done ? (
                <span className="text-stone-500 line-through">{item.label}</span>
              ) : (
                <Link href={item.href} className="font-medium text-brand-700 underline underline-offset-2">
                  {item.label}
                </Link>
              )}
              <span className="sr-only">{item.done ? ' : fait' : ' : à faire'}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

import { Icon } from '@/components/Icon'
import type { Landing } from '@/payload-types'

import { SectionHeading } from './SectionHeading'

export function Features({ features }: { features: Landing['features'] }) {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="features-title" title={features.title} intro={features.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.cards.map((card, index) => (
          <li key={card.id ?? index} className="rounded-2xl border border-stone-200 p-6">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-stone-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

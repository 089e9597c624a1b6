'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { Icon } from '@/components/Icon'
import type { Landing } from '@/payload-types'

import { SectionHeading } from './SectionHeading'

export function Features({ features }: { features: Landing['features'] }) {
  return (
    <section id="features" aria-labelledby="features-title" className="section">
      <SectionHeading id="features-title" title={features.title} intro={features.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.cards.map((card, index) => (
          <li key={card.id ?? index} className="rounded-2xl border border-stone-200 p-6">
            <span className="icon-badge">
              <Icon name={card.icon} />
            </span>
            <h3 className="card-title">{card.title}</h3>
            <p className="card-text">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

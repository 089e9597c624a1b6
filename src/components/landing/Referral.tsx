'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { Icon } from '@/components/Icon'
import type { Landing } from '@/payload-types'

import { SectionHeading } from './SectionHeading'

export function Referral({ referral }: { referral: Landing['referral'] }) {
  return (
    <section id="community" aria-labelledby="community-title" className="bg-brand-50">
      <div className="section">
        <SectionHeading id="community-title" title={referral.title} intro={referral.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {referral.cards.map((card, index) => (
            <li key={card.id ?? index} className="card">
              <span className="icon-badge">
                <Icon name={card.icon} />
              </span>
              <h3 className="card-title">{card.title}</h3>
              <p className="card-text">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

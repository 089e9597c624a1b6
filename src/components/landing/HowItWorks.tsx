'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import type { Landing } from '@/payload-types'

import { SectionHeading } from './SectionHeading'

export function HowItWorks({ steps }: { steps: Landing['steps'] }) {
  return (
    <section aria-labelledby="steps-title" className="bg-stone-50">
      <div className="section">
        <SectionHeading id="steps-title" title={steps.title} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.items.map((step, index) => (
            <li key={step.id ?? index} className="card">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="card-title">
                <span className="sr-only">Étape {index + 1} : </span>
                {step.title}
              </h3>
              <p className="card-text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import { IntentLink } from '@/components/IntentLink'
import type { Landing } from '@/payload-types'

export function FinalCallToAction({
  cta,
  charterSections,
}: {
  cta: Landing['final_cta']
  charterSections: CharterSection[]
}) {
  return (
    <section aria-labelledby="final-cta-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h2 id="final-cta-title" className="section-title">
        {cta.title}
      </h2>
      {cta.text && <p className="mt-4 text-lg text-stone-600">{cta.text}</p>}
      <IntentLink href="/apply" className={`${primaryButton('large')} mt-8`}>
        {cta.button_label}
      </IntentLink>
      <p className="mt-6 text-sm text-stone-600">
        {cta.charter_text}{' '}
        <CharterDialogButton
          label={cta.charter_button_label}
          sections={charterSections}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
        />
      </p>
    </section>
  )
}

'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { primaryButton } from '@/components/buttonStyles'
import { IntentLink } from '@/components/IntentLink'
import { formatEuros } from '@/domain/french'
import type { PriceTaxNote } from '@/domain/payments/seller'
import type { Pricing } from '@/payload-types'

import type { Offers } from './offers'

import { Batch2ListForm } from './Batch2ListForm'

type Offer = Pricing['batch1']
function OfferCard({
  id,
  offer,
  highlighted,
  children,
}: {
  id: string
  offer: Offer
  highlighted?: boolean
  children: React.ReactNode
}) {
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`flex flex-col rounded-3xl border bg-white p-6 text-left sm:p-8 ${highlighted ? 'border-brand-500 shadow-lg ring-1 ring-brand-500' : 'border-stone-200'}`}
    >
      <p className="offer-badge">{offer.badge}</p>
      <h3 id={`${id}-title`} className="mt-1 text-2xl font-bold">
        {offer.name}
      </h3>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">{offer.price}</span>{' '}
        <span className="text-stone-600">{offer.period}</span>
      </p>
      <p className="mt-1 text-sm text-stone-600">{offer.note}</p>
      <ul className="checklist mt-6 flex-1">
        {offer.features.map((feature, index) => (
          <li key={feature.id ?? index}>
            <span>
              {feature.text}
              {feature.soon && (
                <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  bientôt
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8">{children}</div>
    </article>
  )
}

/**
 * The campaign's price is the rules' `campaign_price`, the one every page and e-mail states;
 * prices say TTC and the VAT mention as the invoice prints them (`priceTaxNote`).
 */
export function PricingOffers({
  pricing,
  campaignPrice,
  taxNote,
}: {
  pricing: Offers
  campaignPrice: number
  taxNote: PriceTaxNote
}) {
  const { batch1, batch2, campaign, claims } = pricing
  return (
    <>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <OfferCard id="batch1" offer={batch1} highlighted>
          <IntentLink href="/apply" className={`${primaryButton()} w-full`}>
            {batch1.cta_label}
          </IntentLink>
        </OfferCard>
        <OfferCard id="batch2" offer={batch2}>
          <Batch2ListForm
            copy={{
              buttonLabel: batch2.cta_label,
              intro: batch2.waitlist_intro,
              consentLabel: batch2.consent_label,
              success: batch2.waitlist_success,
            }}
          />
        </OfferCard>
      </div>
      <article
        aria-labelledby="campaign-title"
        className="mt-6 rounded-3xl bg-stone-900 p-6 text-left text-white sm:p-8"
      >
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div>
            <h3 id="campaign-title" className="text-2xl font-bold">
              {campaign.title}
            </h3>
            <p className="mt-2">
              <span className="text-4xl font-extrabold">{formatEuros(campaignPrice)}</span>{' '}
              <span className="font-semibold">{taxNote.suffix}</span>{' '}
              <span className="text-stone-300">{campaign.period}</span>
            </p>
          </div>
          <ul className="checklist md:max-w-md [--check-color:var(--color-brand-500)]">
            {campaign.inclusions.map((inclusion, index) => (
              <li key={inclusion.id ?? index}>{inclusion.text}</li>
            ))}
          </ul>
        </div>
        {campaign.note && <p className="mt-6 text-sm text-stone-300">{campaign.note}</p>}
        <IntentLink href="/project-submit" className={`${primaryButton()} mt-6`}>
          {campaign.cta_label}
        </IntentLink>
      </article>
      <p className="mt-4 text-center text-sm text-stone-600" data-testid="price-tax-note">
        {taxNote.note}
      </p>
      <section aria-labelledby="claims-title" className="mt-12">
        <h3 id="claims-title" className="text-center text-xl font-bold">
          {claims.title}
        </h3>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {claims.items.map((claim, index) => (
            <div key={claim.id ?? index} className="claim">
              <dt className="mt-1 text-sm text-stone-700">{claim.label}</dt>
              <dd className="text-2xl font-extrabold text-brand-700">{claim.figure}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-center text-xs text-stone-500">{claims.note}</p>
      </section>
    </>
  )
}

import type { Metadata } from 'next'

import { offersOf } from '@/components/pricing/offers'
import { PricingOffers } from '@/components/pricing/PricingOffers'
import { Paragraphs } from '@/components/Paragraphs'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { withCampaignPrice } from '@/domain/charter'
import { priceTaxNote, sellerOf } from '@/domain/payments/seller'

export async function generateMetadata(): Promise<Metadata> {
  const [pricing, rules] = await Promise.all([getCachedGlobal('pricing')(), getCachedGlobal('rules')()])
  const description = withCampaignPrice(pricing.meta_description, rules.campaign_price)
  return {
    title: pricing.title,
    description,
    alternates: { canonical: '/tarifs' },
    openGraph: { title: `${pricing.title} — Tryb`, description, url: '/tarifs' },
  }
}

export default async function PricingPage() {
  const [pricing, rules, billingSettings] = await Promise.all([
    getCachedGlobal('pricing')(),
    getCachedGlobal('rules')(),
    getCachedGlobal('billing')(),
  ])
  const taxNote = priceTaxNote(sellerOf(billingSettings))
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{pricing.title}</h1>
        {pricing.intro && (
          <div className="mt-4 text-lg text-stone-600">
            <Paragraphs text={pricing.intro} />
          </div>
        )}
      </div>
      <PricingOffers pricing={offersOf(pricing)} campaignPrice={rules.campaign_price} taxNote={taxNote} />
    </main>
  )
}

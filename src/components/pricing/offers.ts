import type { Pricing } from '@/payload-types'

export type Offers = Pick<Pricing, 'batch1' | 'batch2' | 'campaign' | 'claims'>

/** `PricingOffers` is a client component whose props travel in the page, so the SEO fields and dates stay out. */
export const offersOf = ({ batch1, batch2, campaign, claims }: Pricing): Offers => ({
  batch1,
  batch2,
  campaign,
  claims,
})

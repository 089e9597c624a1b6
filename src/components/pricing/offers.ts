import type { Pricing } from '@/payload-types'

export type Offers = Pick<Pricing, 'batch1' | 'batch2' | 'campaign' | 'claims'>

/**
 * What `PricingOffers` shows of the pricing global. It is a client component, whose props travel
 * in the page: not the SEO fields or the dates. A server module, so pages can call it.
 */
export const offersOf = ({ batch1, batch2, campaign, claims }: Pricing): Offers => ({
  batch1,
  batch2,
  campaign,
  claims,
})

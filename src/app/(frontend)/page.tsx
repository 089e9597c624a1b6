import type { Metadata } from 'next'

import { Features } from '@/components/landing/Features'
import { FinalCallToAction } from '@/components/landing/FinalCallToAction'
import { Hero } from '@/components/landing/Hero'
import { HowItWorks } from '@/components/landing/HowItWorks'
import { PointsTable } from '@/components/landing/PointsTable'
import { Referral } from '@/components/landing/Referral'
import { SectionHeading } from '@/components/landing/SectionHeading'
import { TestimonialCarousel } from '@/components/landing/TestimonialCarousel'
import { LivePreviewRefresh } from '@/components/LivePreviewRefresh'
import { offersOf } from '@/components/pricing/offers'
import { PricingOffers } from '@/components/pricing/PricingOffers'
import { type ImgAttributes, serverImage } from '@/components/ServerImage'
import { manualMembershipCounter, membershipCounter } from '@/domain/members/membershipCounter'
import { charterSections } from '@/domain/charter'
import { priceTaxNote, sellerOf } from '@/domain/payments/seller'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { readLanding } from '@/cache/readLanding'
import { getActiveMemberCount } from '@/members/activeMemberCount'
import type { Landing, Rule } from '@/payload-types'
import { siteUrl } from '@/siteUrl'

export async function generateMetadata(): Promise<Metadata> {
  const { meta } = await getCachedGlobal('landing', 1)()
  return {
    title: { absolute: meta.title },
    description: meta.description,
    alternates: { canonical: '/' },
    openGraph: { title: meta.title, description: meta.description, url: '/' },
  }
}

async function counterFor(landing: Landing, rules: Rule) {
  const { counter } = landing
  if (counter.mode === 'manual') {
    return manualMembershipCounter(
      { members: counter.manual_members, placesLeft: counter.manual_places_left, percent: counter.manual_percent },
      rules.capacity,
    )
  }
  return membershipCounter(await getActiveMemberCount(), rules.capacity)
}

function heroImageOf(media: Landing['hero']['image']): ImgAttributes | null {
  const image = typeof media === 'object' ? media : null
  if (!image?.url || !image.width || !image.height) return null
  return serverImage({
    // Payload gives absolute URLs (serverURL); next/image optimises this server's files by path.
    src: new URL(image.url, siteUrl()).pathname,
    alt: image.alt,
    width: image.width,
    height: image.height,
    // At most max-w-5xl (1024 px) wide, the page's side padding (2 × 16 px) below it.
    sizes: '(min-width: 1056px) 1024px, calc(100vw - 32px)',
    // Below the text on a phone: preloaded and eager as before, but not ahead of the page's own requests.
    priority: true,
    fetchPriority: 'auto',
  })
}

export default async function HomePage() {
  const [{ landing, preview }, pricing, rules, charter, billingSettings] = await Promise.all([
    readLanding(),
    getCachedGlobal('pricing')(),
    getCachedGlobal('rules')(),
    getCachedGlobal('charter')(),
    getCachedGlobal('billing')(),
  ])
  const taxNote = priceTaxNote(sellerOf(billingSettings))
  const counter = await counterFor(landing, rules)
  const { image: heroMedia, ...heroCopy } = landing.hero

  return (
    <main>
      {preview && (
        <div className="bg-stone-900 px-4 py-2 text-center text-sm text-white" role="status">
          Aperçu du brouillon : les visiteurs voient la version publiée.{' '}
          {/* A route handler, not a page: a full navigation, not a client-side one. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/preview/exit" className="font-semibold underline">
            Quitter l’aperçu
          </a>
          <LivePreviewRefresh />
        </div>
      )}
      <Hero hero={heroCopy} image={heroImageOf(heroMedia)} counter={counter} />
      <Features features={landing.features} />
      <TestimonialCarousel testimonials={landing.testimonials} />
      <HowItWorks steps={landing.steps} />
      {/* Only the figures it shows: a client component's props travel in the page. */}
      <PointsTable points={landing.points} rules={{ points: rules.points, active_threshold: rules.active_threshold }} />
      <Referral referral={landing.referral} />
      <section id="pricing" aria-labelledby="pricing-title" className="section">
        <SectionHeading id="pricing-title" title={pricing.title} intro={pricing.intro} />
        <PricingOffers pricing={offersOf(pricing)} campaignPrice={rules.campaign_price} taxNote={taxNote} />
      </section>
      <FinalCallToAction cta={landing.final_cta} charterSections={charterSections(charter.sections, rules)} />
    </main>
  )
}

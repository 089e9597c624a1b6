'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { Icon } from '@/components/Icon'
import { IntentLink } from '@/components/IntentLink'
import type { ImgAttributes } from '@/components/ServerImage'
import { SocialIcons } from '@/components/SocialIcons'
import type { MembershipCounter as Counter } from '@/domain/members/membershipCounter'
import type { Landing } from '@/payload-types'

import { MembershipCounter } from './MembershipCounter'

export function Hero({
  hero,
  image,
  counter,
}: {
  hero: Omit<Landing['hero'], 'image'>
  /** Computed on the server (`serverImage`): the page ships no image component. */
  image: ImgAttributes | null
  counter: Counter
}) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-14 text-center sm:px-6 sm:pt-20">
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">{hero.subtitle}</p>
        <ul className="mt-10 grid gap-4 text-left md:grid-cols-3">
          {hero.cards.map((card, index) => (
            <li key={card.id ?? index} className="card border border-stone-200">
              <div className="flex items-center justify-between gap-3">
                <span className="icon-badge">
                  <Icon name={card.icon} />
                </span>
                {card.networks && card.networks.length > 0 && <SocialIcons networks={card.networks} />}
              </div>
              <h2 className="card-title">{card.title}</h2>
              <p className="card-text">{card.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <IntentLink href="/apply" className={primaryButton()}>
            {hero.primary_label}
          </IntentLink>
          <a href="#features" className={outlineButton()}>
            {hero.secondary_label}
          </a>
        </div>
        <div className="mt-10">
          <MembershipCounter counter={counter} />
        </div>
        {image && (
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
          <img {...image} className="mx-auto mt-12 h-auto w-full max-w-5xl rounded-3xl shadow-lg" />
        )}
      </div>
    </section>
  )
}

'use client'

import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'

import { Icon } from '@/components/Icon'
import { useHydrated } from '@/components/useHydrated'
import type { Landing } from '@/payload-types'

type Testimonials = Landing['testimonials']

/** Cards per view by width, matching the card widths below (Tailwind md = 768 px, lg = 1024 px). */
const cardsPerViewFor = (width: number) => (width >= 1024 ? 3 : width >= 768 ? 2 : 1)

/** Native horizontal scrolling, so touch swipes work without code. */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonials }) {
  const { cards } = testimonials
  const trackRef = useRef<HTMLDivElement>(null)
  const [first, setFirst] = useState(0)
  const [perView, setPerView] = useState(1)
  const lastStart = Math.max(0, cards.length - perView)
  // Until hydrated, the arrow keys and the buttons do nothing: the region says it is not ready
  // (`aria-busy`) and the buttons take no press rather than losing it.
  const hydrated = useHydrated()

  useEffect(() => {
    const update = () => setPerView(cardsPerViewFor(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  const cardWidth = () => {
    const track = trackRef.current
    const card = track?.firstElementChild as HTMLElement | null
    return card ? card.offsetWidth + parseFloat(getComputedStyle(track!).columnGap || '0') : 0
  }

  const goTo = useCallback(
    (index: number) => {
      const target = index > lastStart ? 0 : index < 0 ? lastStart : index
      setFirst(target)
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      trackRef.current?.scrollTo({ left: target * cardWidth(), behavior: reduceMotion ? 'auto' : 'smooth' })
    },
    [lastStart],
  )

  // A swipe (or a resize) moves the track by itself: follow it so the buttons continue from there.
  const onScroll = () => {
    const width = cardWidth()
    if (width > 0) setFirst(Math.min(lastStart, Math.round((trackRef.current?.scrollLeft ?? 0) / width)))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(first + 1)
    else if (event.key === 'ArrowLeft') goTo(first - 1)
    else return
    event.preventDefault()
  }

  const last = Math.min(cards.length, first + perView)
  const shown = perView === 1 ? `${first + 1}` : `${first + 1} à ${last}`

  return (
    <section aria-labelledby="testimonials-title" className="section">
      <div className="section-head">
        <h2 id="testimonials-title" className="section-title">
          {testimonials.title}
        </h2>
        {testimonials.note && <p className="mt-4 text-stone-600">{testimonials.note}</p>}
      </div>
      <div
        className="relative mt-12"
        role="region"
        aria-roledescription="carrousel"
        aria-label="Témoignages des membres fondateurs"
        aria-busy={hydrated ? undefined : true}
        data-testid="testimonials"
      >
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {`Témoignage${perView === 1 ? '' : 's'} ${shown} sur ${cards.length}`}
        </p>
        {/* Slides are groups (APG carousel), so the track is no list: a list may hold only items. The
            track, which scrolls, takes the focus so that the arrow keys move it: a scrolling region a
            keyboard cannot reach is one its users cannot read (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={trackRef}
          data-testid="testimonial-track"
          role="group"
          aria-label="Témoignages : flèches gauche et droite pour défiler"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling track is the tab stop
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          className="flex snap-x snap-mandatory gap-6 overflow-x-auto rounded-3xl pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {cards.map((card, index) => (
            <div
              key={card.id ?? index}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${index + 1} sur ${cards.length}`}
              aria-hidden={index < first || index >= last ? true : undefined}
              className="testimonial"
              data-testid="testimonial"
            >
              <span className="icon-badge">
                <Icon name={card.icon} />
              </span>
              <p className="testimonial-figure">{card.figure}</p>
              <p className="mt-1 text-stone-700">{card.detail}</p>
              <p className="testimonial-name">{card.name}</p>
            </div>
          ))}
        </div>
        <div className="mt-6 hidden items-center justify-center gap-3 md:flex">
          <button
            type="button"
            onClick={() => goTo(first - 1)}
            disabled={!hydrated}
            className="carousel-button"
            aria-label="Témoignages précédents"
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => goTo(first + 1)}
            disabled={!hydrated}
            className="carousel-button"
            aria-label="Témoignages suivants"
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </div>
      </div>
    </section>
  )
}

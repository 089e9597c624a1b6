'use client'

import type { ImgAttributes } from '@/components/ServerImage'

/**
 * An `<img>` from attributes the server computed (`serverImage`), drawn by a client component for
 * one reason: React's server components add a preload hint to their payload for an eager,
 * high-priority `<img>`, and every page prefetching this one (a card's link, the menu's) would
 * then download its picture. Server-rendered HTML still preloads it from the head.
 */
export function PlainImg({ className, ...attributes }: ImgAttributes & { className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...attributes} className={className} />
}

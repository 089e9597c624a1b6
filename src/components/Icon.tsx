import { ICON_OPTIONS, type IconName } from '@/globals/iconOptions'

/** Drawings of the interface itself, beside the ones marketing picks (`IconName`). */
export const UI_ICONS = [
  'check',
  'menu',
  'chevron-left',
  'chevron-right',
  'bell',
  'user',
  'user-round',
  'x',
  'circle-alert',
  'circle-check',
  'circle-x',
  'credit-card',
  'loader-circle',
  'party-popper',
  'arrow-left',
  'external-link',
] as const

export type SpriteIconName = IconName | (typeof UI_ICONS)[number]

const KNOWN = new Set<string>([...ICON_OPTIONS.map((option) => option.value), ...UI_ICONS])

/**
 * A decorative icon drawn from the site's sprite (`/icons.svg`, built from lucide's drawings by
 * src/app/icons.svg/route.ts): the page carries one short `<use>` per icon instead of every
 * path twice, in its HTML and in its React payload, and no icon code reaches the browser.
 * The text beside it carries the meaning. The `icon` class in globals.css draws the strokes.
 */
export function Icon({ name, className = 'size-6' }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`/icons.svg#${KNOWN.has(name) ? name : 'sparkles'}`} />
    </svg>
  )
}

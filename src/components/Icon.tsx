import { ICON_NAMES, type IconName } from '@/domain/iconNames'

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

const KNOWN = new Set<string>([...ICON_NAMES, ...UI_ICONS])

/**
 * One short `<use>` per icon instead of every path in HTML and React payload; the text beside it carries the meaning.
 */
export function Icon({ name, className = 'size-6' }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={`icon ${className}`} aria-hidden="true">
      <use href={`/icons.svg#${KNOWN.has(name) ? name : 'sparkles'}`} />
    </svg>
  )
}

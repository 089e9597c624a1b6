/**
 * The site's two button looks, shared by links and buttons so every call to action matches.
 * Sizes are chosen here rather than overridden by extra classes: two Tailwind classes setting
 * the same property do not apply in the order they are written. A disabled button is grey, not
 * faded: a faded orange left its text at 2.1:1.
 */
const SIZES = {
  small: 'px-4 py-1.5 text-sm',
  medium: 'px-6 py-2.5',
  large: 'px-8 py-3.5 text-lg',
}

type Size = keyof typeof SIZES

const base =
  'inline-flex items-center justify-center gap-2 rounded-full border-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:border-stone-300 disabled:bg-stone-200 disabled:text-stone-600'

export const primaryButton = (size: Size = 'medium') =>
  `${base} ${SIZES[size]} border-brand-600 bg-brand-600 text-white hover:border-brand-700 hover:bg-brand-700`

export const outlineButton = (size: Size = 'medium') =>
  `${base} ${SIZES[size]} border-brand-600 text-brand-700 hover:bg-brand-50`

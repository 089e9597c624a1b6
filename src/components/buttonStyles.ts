/**
 * The site's two button looks, shared by links and buttons so every call to action matches.
 * The classes live in globals.css (`.btn`…): a button's dozen utilities were written out in every
 * button, twice per page. Sizes are chosen here rather than overridden by extra classes: two
 * classes setting the same property do not apply in the order they are written. A disabled
 * button is grey, not faded: a faded orange left its text at 2.1:1.
 */
type Size = 'small' | 'medium' | 'large'

export const primaryButton = (size: Size = 'medium') => `btn btn-primary btn-${size}`

export const outlineButton = (size: Size = 'medium') => `btn btn-outline btn-${size}`

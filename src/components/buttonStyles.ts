/**
 * Sizes are chosen here, not by extra classes: two classes setting one property do not apply in written order. Disabled
 * is grey, not faded, for contrast.
 */
type Size = 'small' | 'medium' | 'large'

export const primaryButton = (size: Size = 'medium') => `btn btn-primary btn-${size}`

export const outlineButton = (size: Size = 'medium') => `btn btn-outline btn-${size}`

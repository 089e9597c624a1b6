/**
 * Header and footer links edited by marketing must stay inside the site: a path such as
 * `/tarifs` or `/#features`. Protocol-relative `//host` and full URLs would send visitors away.
 */
export const isSitePath = (href: string): boolean => /^\/(?!\/)\S*$/.test(href)

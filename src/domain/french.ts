import { COMMUNITY_TIME_ZONE } from './timeZones'

/** The words after a count, in French: 0 and 1 take the singular ("1 nouveau membre", "2 nouveaux membres"). */
export const wordsFor = (count: number, singular: string, plural: string): string =>
  Math.abs(count) < 2 ? singular : plural

/** French plural of a count: 0 and 1 take the singular ("0 place restante", "1 point"). */
export const countOf = (count: number, singular: string, plural: string): string =>
  `${count} ${wordsFor(count, singular, plural)}`

/** "a, b ou c": a French enumeration, no comma before the conjunction. */
export const frenchList = (items: readonly string[], conjunction = 'ou'): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`

export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

const wholeNumber = new Intl.NumberFormat('fr-FR')

/** A price in whole euros as the site writes it: "100 €". */
export const formatEuros = (amount: number): string => `${wholeNumber.format(amount)} €`

const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: COMMUNITY_TIME_ZONE })
const shortDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: COMMUNITY_TIME_ZONE,
})

export const frenchDate = (date: Date | string): string => shortDate.format(new Date(date))

/** The same with the Paris time, where the hour matters (a history): "21/11/2026 14:05". */
export const frenchDateTime = (date: Date | string): string => shortDateTime.format(new Date(date))

const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: COMMUNITY_TIME_ZONE })

/** A month on the Paris calendar: "novembre 2026" (member since). */
export const frenchMonthYear = (date: Date | string): string => monthYear.format(new Date(date))

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: COMMUNITY_TIME_ZONE })

/** A date written out, on the Paris calendar, the first of a month as French writes it: "1er décembre 2026". */
export const frenchLongDate = (date: Date | string): string => longDate.format(new Date(date)).replace(/^1 /, '1er ')

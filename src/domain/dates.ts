import { COMMUNITY_TIME_ZONE } from './periods'

const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: COMMUNITY_TIME_ZONE })

/** A date as the site shows it (spec 01 §9): dd/MM/yyyy, on the Paris calendar. */
export const frenchDate = (date: Date | string): string => shortDate.format(new Date(date))

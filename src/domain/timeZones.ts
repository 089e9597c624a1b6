/**
 * The community's clock (Europe/Paris): semesters, exposure weeks, the monthly project quota and
 * the dates pages show are counted in it, and a member's time zone starts as it.
 */
export const COMMUNITY_TIME_ZONE = 'Europe/Paris'

/** True for a time zone name this runtime knows (IANA, e.g. "Europe/Paris", "America/Montreal"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/**
 * The choices of the profile's time zone list: every IANA zone of this runtime, plus the
 * default and the member's current one should the runtime not list them.
 */
export function timeZoneChoices(current?: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add(COMMUNITY_TIME_ZONE)
  if (current && isTimeZone(current)) zones.add(current)
  return [...zones].sort((a, b) => a.localeCompare(b))
}

/**
 * The zones French members live in, first in the profile's list with their French names: Paris
 * (mainland France) first, then the overseas departments and collectivities. Every other zone
 * follows under "Autre".
 */
export const FRENCH_TIME_ZONES = [
  { zone: 'Europe/Paris', label: 'Paris (France métropolitaine)' },
  { zone: 'America/Guadeloupe', label: 'Guadeloupe' },
  { zone: 'America/Martinique', label: 'Martinique' },
  { zone: 'America/Cayenne', label: 'Guyane' },
  { zone: 'Indian/Reunion', label: 'La Réunion' },
  { zone: 'Indian/Mayotte', label: 'Mayotte' },
  { zone: 'America/Miquelon', label: 'Saint-Pierre-et-Miquelon' },
  { zone: 'Pacific/Noumea', label: 'Nouvelle-Calédonie' },
  { zone: 'Pacific/Tahiti', label: 'Polynésie française (Tahiti)' },
  { zone: 'Pacific/Wallis', label: 'Wallis-et-Futuna' },
] as const

/** The zones of "Autre": every choice that is not one of `FRENCH_TIME_ZONES`. */
export const otherTimeZones = (choices: string[]): string[] =>
  choices.filter((zone) => !FRENCH_TIME_ZONES.some((french) => french.zone === zone))

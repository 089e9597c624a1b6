/** Semesters, exposure weeks, the monthly quota and shown dates are counted in it. */
export const COMMUNITY_TIME_ZONE = 'Europe/Paris'

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** Adds the default and the member's current zone should the runtime not list them. */
export function timeZoneChoices(current?: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add(COMMUNITY_TIME_ZONE)
  if (current && isTimeZone(current)) zones.add(current)
  return [...zones].sort((a, b) => a.localeCompare(b))
}

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

export const otherTimeZones = (choices: string[]): string[] =>
  choices.filter((zone) => !FRENCH_TIME_ZONES.some((french) => french.zone === zone))

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

export type TimeZoneOption = { zone: string; label: string }
export type TimeZoneList = { first: TimeZoneOption[]; others: TimeZoneOption[] }

function zoneName(zone: string, timeZoneName: 'longGeneric' | 'shortGeneric'): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: zone, timeZoneName }).formatToParts(new Date())
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone
}

/** A process names each zone once: some 400 formatters cost most of a second each time. */
const frenchNames = new Map<string, string>()

/**
 * A zone's name in French from the runtime's own data: the place ("heure : Vancouver" → "Vancouver")
 * and the zone's generic name ("heure du Pacifique nord-américain"). Without a place of its own
 * (UTC) the generic name alone; the place alone when the generic name already says it.
 */
export function frenchTimeZoneName(zone: string): string {
  const known = frenchNames.get(zone)
  if (known) return known
  const generic = zoneName(zone, 'longGeneric')
  const place = /^heure\s*:\s*(.+)$/.exec(zoneName(zone, 'shortGeneric'))?.[1]
  const name = !place
    ? generic
    : generic.startsWith('heure :') || generic.includes(place)
      ? place
      : `${place} — ${generic}`
  frenchNames.set(zone, name)
  return name
}

/**
 * The profile's list: the member's own zone first, then France's, then every other under "Autre",
 * by French name. Two zones of one name (a link and its target) are told apart by their identifier.
 */
export function timeZoneOptions(choices: string[], current?: string | null): TimeZoneList {
  const french = FRENCH_TIME_ZONES.map(({ zone, label }) => ({ zone, label }))
  const own = current && isTimeZone(current) ? current : null
  const ownOption = own
    ? (french.find(({ zone }) => zone === own) ?? { zone: own, label: frenchTimeZoneName(own) })
    : null
  const first = ownOption ? [ownOption, ...french.filter(({ zone }) => zone !== own)] : french
  const rest = otherTimeZones(choices)
    .filter((zone) => zone !== own)
    .map((zone) => ({ zone, label: frenchTimeZoneName(zone) }))
  const named = new Map<string, number>()
  for (const { label } of rest) named.set(label, (named.get(label) ?? 0) + 1)
  const others = rest
    .map(({ zone, label }) => ({
      zone,
      label: (named.get(label) ?? 0) > 1 ? `${label} (${zone.replaceAll('_', ' ')})` : label,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'))
  return { first, others }
}

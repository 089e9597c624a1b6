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

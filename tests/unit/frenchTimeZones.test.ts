import { describe, expect, it } from 'vitest'

import {
  FRENCH_TIME_ZONES,
  frenchTimeZoneName,
  isTimeZone,
  otherTimeZones,
  timeZoneChoices,
  timeZoneOptions,
} from '@/domain/timeZones'

describe('the profile’s time zones', () => {
  it('offers Paris first, then the overseas departments, all known to the runtime', () => {
    expect(FRENCH_TIME_ZONES[0]).toEqual({ zone: 'Europe/Paris', label: 'Paris (France métropolitaine)' })
    expect(FRENCH_TIME_ZONES.map(({ label }) => label)).toEqual(
      expect.arrayContaining(['Guadeloupe', 'Martinique', 'Guyane', 'La Réunion', 'Mayotte']),
    )
    for (const { zone } of FRENCH_TIME_ZONES) expect(isTimeZone(zone), zone).toBe(true)
  })

  it('keeps every other zone under "Autre", none twice', () => {
    const all = timeZoneChoices('America/Montreal')
    const others = otherTimeZones(all)
    expect(others).toContain('America/Montreal')
    expect(others).not.toContain('Europe/Paris')
    expect(others).not.toContain('Indian/Reunion')
    expect(others.length + FRENCH_TIME_ZONES.filter(({ zone }) => all.includes(zone)).length).toBe(all.length)
  })
})

describe('the time zones’ French names', () => {
  it('names a zone by its place and its generic name, in French', () => {
    expect(frenchTimeZoneName('America/Vancouver')).toBe('Vancouver — heure du Pacifique nord-américain')
    expect(frenchTimeZoneName('Europe/Berlin')).toBe('Allemagne — heure d’Europe centrale')
    expect(frenchTimeZoneName('Asia/Tokyo')).toBe('Japon')
    expect(frenchTimeZoneName('Europe/London')).toBe('Royaume-Uni')
  })

  it('puts the member’s own zone first, then France’s, then every other by French name, none twice', () => {
    const all = timeZoneChoices('America/Toronto')
    const { first, others } = timeZoneOptions(all, 'America/Toronto')
    expect(first[0]).toEqual({ zone: 'America/Toronto', label: 'Toronto — heure de l’Est nord-américain' })
    expect(first.slice(1).map(({ zone }) => zone)).toEqual(FRENCH_TIME_ZONES.map(({ zone }) => zone))
    const zones = [...first, ...others].map(({ zone }) => zone)
    expect(new Set(zones).size).toBe(zones.length)
    expect(new Set(zones)).toEqual(new Set(all))
    const labels = others.map(({ label }) => label)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')))
    expect(new Set(labels).size).toBe(labels.length)
    // No English identifier left where French has a name.
    expect(labels.filter((label) => /[A-Za-z]+\/[A-Za-z]/.test(label) && !label.includes('('))).toEqual([])
    expect(labels).toContain('Allemagne — heure d’Europe centrale')
  })

  it('keeps Paris first for a member of France, without repeating it', () => {
    const { first } = timeZoneOptions(timeZoneChoices('Europe/Paris'), 'Europe/Paris')
    expect(first.map(({ zone }) => zone)).toEqual(FRENCH_TIME_ZONES.map(({ zone }) => zone))
  })
})

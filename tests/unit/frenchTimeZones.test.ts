import { describe, expect, it } from 'vitest'

import { FRENCH_TIME_ZONES, isTimeZone, otherTimeZones, timeZoneChoices } from '@/domain/timeZones'

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

import { FRENCH_TIME_ZONES, otherTimeZones } from '@/domain/timeZones'

export function TimeZoneOptions({ timeZones }: { timeZones: string[] }) {
  return (
    <>
      {FRENCH_TIME_ZONES.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
      <optgroup label="Autre">
        {otherTimeZones(timeZones).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </optgroup>
    </>
  )
}

import type { TimeZoneList } from '@/domain/timeZones'

/** Named on the server: the browser's own time-zone data may name a zone otherwise, and the HTML must match. */
export function TimeZoneOptions({ timeZones }: { timeZones: TimeZoneList }) {
  return (
    <>
      {timeZones.first.map(({ zone, label }) => (
        <option key={zone} value={zone}>
          {label}
        </option>
      ))}
      <optgroup label="Autre">
        {timeZones.others.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </optgroup>
    </>
  )
}

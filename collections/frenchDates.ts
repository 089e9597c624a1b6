/**
 * How the admin writes dates: the French way, on a 24-hour clock, not Payload's default "novembre
 * 23 2026, 8:42 PM". The root `admin.dateFormat` covers lists and Payload's own timestamps; a date
 * field's edit screen has its own picker format, given by these.
 */
export const ADMIN_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm'

/** A moment (sent, confirmed, expires). */
export const dateTimeAdmin = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_TIME_FORMAT,
  timeFormat: 'HH:mm',
} as const

/** A calendar day (an exposure week's Monday, a page's update). */
export const dayAdmin = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const

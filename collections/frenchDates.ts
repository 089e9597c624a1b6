/**
 * French 24-hour dates instead of Payload's "novembre 23 2026, 8:42 PM"; a date field's picker needs its own format.
 */
export const ADMIN_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm'

export const dateTimeAdmin = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_TIME_FORMAT,
  timeFormat: 'HH:mm',
} as const

export const dayAdmin = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const

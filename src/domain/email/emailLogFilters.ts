import { isEmailTemplate, type EmailTemplate } from './emailLog'
import {
  cursorParam,
  cursorValues,
  listHref,
  type Cursor,
  type FilterOptions,
  type SearchParams,
} from '../request/listParams'

export type EmailStateFilter = 'all' | 'queued' | 'sent' | 'failed'

export const EMAIL_STATE_FILTERS: FilterOptions<EmailStateFilter> = {
  all: { label: 'Tous' },
  queued: { label: 'En file', param: 'en-file' },
  sent: { label: 'Envoyés', param: 'envoyes' },
  failed: { label: 'En échec', param: 'echec' },
}

export type EmailLogFilters = { search?: string; template?: EmailTemplate; state: EmailStateFilter }

/** Longer searches are cut here: an address is at most 254 characters. */
const SEARCH_MAX_LENGTH = 254

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function parseEmailLogFilters(params: SearchParams): { filters: EmailLogFilters; cursor: Cursor | null } {
  const search = first(params.q)?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined
  const template = first(params.modele)
  const state = (Object.keys(EMAIL_STATE_FILTERS) as EmailStateFilter[]).find(
    (key) => EMAIL_STATE_FILTERS[key].param === first(params.etat),
  )
  return {
    filters: { search, template: isEmailTemplate(template) ? template : undefined, state: state ?? 'all' },
    cursor: cursorParam(params),
  }
}

export const emailLogHref = (filters: EmailLogFilters, cursor: Cursor | null = null): string =>
  listHref(
    '/admin/envois',
    {
      q: filters.search,
      modele: filters.template,
      etat: EMAIL_STATE_FILTERS[filters.state].param,
      ...cursorValues(cursor),
    },
    1,
  )

export const EMAIL_LOG_PAGE_SIZE = 50

import type { Where } from 'payload'

import { listHref, optionParam, pageParam, type FilterOptions, type SearchParams } from './listParams'
import type { MemberStatus } from './memberOptions'
import { GENERIC_FAILURE } from './messages'

/**
 * The admin's list of applications (/admin/candidatures, spec 02 §2 "Admin applications"):
 * tabs by membership status with their counts, the tab and the page in the address, and the
 * capacity check DESIGN asks for ("accepting beyond capacity asks the admin to confirm").
 */

export const APPLICATIONS_PATH = '/admin/candidatures'

export const APPLICATION_TABS = ['waitlist', 'active', 'inactive', 'all'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** Each tab's label and its value in the address (none for the waitlist, the work to do). */
export const APPLICATION_TAB_OPTIONS: FilterOptions<ApplicationTab> = {
  waitlist: { label: 'En attente' },
  active: { label: 'Acceptées', param: 'acceptees' },
  inactive: { label: 'En pause', param: 'en-pause' },
  all: { label: 'Toutes', param: 'toutes' },
}

export type ApplicationFilters = { tab: ApplicationTab; page: number }

/** The longest internal note kept with a decision. */
export const ADMIN_NOTES_MAX_LENGTH = 2000

/** Spec 02 §8 "Admin applications", and the refusals of this view. */
export const APPLICATION_MESSAGES = {
  loadFailed: 'Erreur lors du chargement des candidatures',
  activated: 'Membre activé & email envoyé ✅',
  paused: 'Membre mis en pause ✅',
  pauseFailed: 'Erreur lors de la mise en pause',
  acceptFailed: GENERIC_FAILURE,
  alreadyDecided: 'Cette candidature a déjà été traitée.',
  notFound: 'Candidature introuvable.',
  notesTooLong: `Notes trop longues (≤ ${ADMIN_NOTES_MAX_LENGTH} caractères)`,
} as const

/** How the admin reads where an applicant came from. */
export const SOURCE_LABELS: Record<string, string> = {
  signup: 'Inscription',
  'landing /apply': 'Candidature (/apply)',
}

/** Reads `onglet` and `page` from the address; anything unknown means the default. */
export function parseApplicationFilters(params: SearchParams): ApplicationFilters {
  return { tab: optionParam(APPLICATION_TAB_OPTIONS, params.onglet, 'waitlist'), page: pageParam(params.page) }
}

/** The address of the list under `filters`, leaving defaults out. */
export const applicationsHref = (filters: ApplicationFilters): string =>
  listHref(APPLICATIONS_PATH, { onglet: APPLICATION_TAB_OPTIONS[filters.tab].param }, filters.page)

/** The database filter of a tab; undefined for "Toutes". */
export function applicationsWhere(tab: ApplicationTab): Where | undefined {
  return tab === 'all' ? undefined : { status: { equals: tab satisfies MemberStatus } }
}

/**
 * Accepting one more applicant when the active members already fill the capacity needs the
 * admin's explicit confirmation; returns the question to ask, or null when there is room.
 */
export function capacityQuestion(activeMembers: number, capacity: number): string | null {
  if (activeMembers < capacity) return null
  return `Toutes les places sont prises (${activeMembers} membres actifs pour ${capacity} places). Accepter quand même ce membre ?`
}

import { GENERIC_FAILURE } from '@/domain/messages'
import type { ApplicationFieldErrors } from '@/validation/applicationForm'

/**
 * What the server answers to an application, and the French toasts that the wizard shows for it.
 * Kept apart from the server code so the browser can import it.
 */
export type ApplicationResult =
  | { status: 'saved' }
  | { status: 'duplicate' }
  | { status: 'invalid'; fieldErrors: ApplicationFieldErrors }
  | { status: 'failed' }
  | { status: 'limited' }

/** Whether the address of /apply's first step already has an application (asked when the step is left). */
export type ApplicationEmailCheck = { status: 'free' | 'duplicate' | 'invalid' | 'limited' | 'failed' }

/** The e-mail field's error type when its address already applied: the field then offers "Se connecter". */
export const DUPLICATE_ERROR_TYPE = 'duplicate'

/** An application with an e-mail that already has one. */
export const DUPLICATE_APPLICATION = {
  title: 'Email déjà utilisé',
  description: 'Une candidature existe déjà avec cet email.',
} as const

/** Any other failure to save (no server text ever reaches the visitor). */
export const APPLICATION_FAILURE = {
  title: 'Erreur',
  description: GENERIC_FAILURE,
} as const

/** Too many applications from one client within a minute (the shared limiter's wording). */
export const TOO_MANY_APPLICATIONS = {
  title: 'Trop de demandes',
  description: 'Réessaie dans une minute.',
} as const

import { GENERIC_FAILURE } from '@/domain/messages'
import type { ApplicationFieldErrors } from '@/validation/applicationForm'

/** Kept apart from server code so the browser can import it. */
export type ApplicationResult =
  | { status: 'saved' }
  | { status: 'duplicate' }
  | { status: 'invalid'; fieldErrors: ApplicationFieldErrors }
  | { status: 'failed' }
  | { status: 'limited' }

export type ApplicationEmailCheck = { status: 'free' | 'duplicate' | 'invalid' | 'limited' | 'failed' }

/** The e-mail field's error type when its address already applied: the field then offers "Se connecter". */
export const DUPLICATE_ERROR_TYPE = 'duplicate'

export const DUPLICATE_APPLICATION = {
  title: 'Email déjà utilisé',
  description: 'Une candidature existe déjà avec cet email.',
} as const

export const APPLICATION_FAILURE = {
  title: 'Erreur',
  description: GENERIC_FAILURE,
} as const

export const TOO_MANY_APPLICATIONS = {
  title: 'Trop de demandes',
  description: 'Réessaie dans une minute.',
} as const

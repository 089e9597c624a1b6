import { BETA_INSTRUCTIONS_MAX, BETA_PLACES_MAX } from '@/domain/feedbacks'
import { HERO_IMAGE_MESSAGES } from '@/domain/projects/heroImage'
import type { RequestType } from '@/domain/projects/projectVisibility'

/** Kept apart from the zod schemas (`projectSubmit.ts`) so /project-submit's first load carries no zod. */

export const TITLE_MIN_LENGTH = 3
export const TITLE_MAX_LENGTH = 120
export const SUMMARY_MIN_LENGTH = 20
export const SUMMARY_MAX_LENGTH = 300
export const FEEDBACK_REQUEST_MAX_LENGTH = 2000

/** The product's wording, word for word (docs/PRODUCT-RULES.md#wording). */
export const PROJECT_SUBMIT_MESSAGES = {
  requestType: 'Choisis le type de demande.',
  titleShort: `Titre trop court (≥ ${TITLE_MIN_LENGTH} caractères)`,
  titleLong: `Titre trop long (≤ ${TITLE_MAX_LENGTH} caractères)`,
  summaryShort: `Décris brièvement ton projet (≥ ${SUMMARY_MIN_LENGTH} caractères)`,
  summaryLong: `Résumé trop long (≤ ${SUMMARY_MAX_LENGTH} caractères)`,
  mvpRequired: 'Lien MVP requis',
  mvpInvalid: 'Lien MVP invalide',
  primaryTarget: 'Cible principale requise',
  linkedin: 'URL LinkedIn invalide',
  instagram: 'URL Instagram invalide',
  facebook: 'URL Facebook invalide',
  website: 'URL site web invalide',
  heroImage: HERO_IMAGE_MESSAGES.required,
  heroImageAlt: 'Texte alternatif requis (≥ 5 caractères)',
  ethics: 'Tu dois accepter la charte.',
  feedbackRequest: 'Précise ce que tu attends comme retour (≥ 10 caractères).',
  betaPlaces: `Indique un nombre de places entre 0 et ${BETA_PLACES_MAX}.`,
  betaInstructions: `Consignes trop longues (≤ ${BETA_INSTRUCTIONS_MAX} caractères).`,
  invalid: 'Certains champs sont à corriger.',
  success: 'Projet reçu ✅',
  resubmitted: 'Projet renvoyé en modération ✅',
  failurePrefix: 'Échec de la création du projet : ',
  failureFallback: 'Erreur lors de la création du projet',
  unknownError: "Erreur inconnue lors de l'envoi.",
  accessDenied: 'Accès non autorisé',
  acceptCharterToSend: 'Coche la charte pour envoyer.',
  accountNeeded:
    'Il faut un compte Tryb pour soumettre un projet. Connecte-toi si tu es déjà membre, sinon candidate : la communauté est sur sélection.',
} as const

// The form's tabs are typed by the request types, so its modules find the type here too.
export type { RequestType }

export type ProjectSubmitValues = {
  request_type?: string
  title?: string
  summary?: string
  project_url?: string
  primary_target?: string
  secondary_target?: string
  linkedin?: string
  instagram?: string
  facebook?: string
  website?: string
  hero_image?: number | null
  hero_image_alt?: string
  ethics_accepted?: boolean
  payment_commitment?: boolean
  feedback_request?: string
  /** As typed in the number input; the schema makes it a whole number. */
  beta_places?: string | number | null
  beta_instructions?: string
}

export type ProjectSubmitField = keyof ProjectSubmitValues

/** The order of the fields on the page: the first invalid one gets the focus. */
export const PROJECT_SUBMIT_FIELDS: ProjectSubmitField[] = [
  'request_type',
  'title',
  'summary',
  'project_url',
  'primary_target',
  'secondary_target',
  'linkedin',
  'instagram',
  'facebook',
  'website',
  'hero_image',
  'hero_image_alt',
  'feedback_request',
  'beta_places',
  'beta_instructions',
  'payment_commitment',
  'ethics_accepted',
]

/** The payment commitment's message, with the campaign price the admins set in the rules ("100€" there). */
export const paymentRequiredMessage = (campaignPrice: number) =>
  `Tu dois t'engager à payer ${campaignPrice}€ sous 24h après validation.`

/** The owner's beta-test settings as typed, checked by `betaSettingsSchema`. */
export type BetaSettingsValues = { beta_places?: string | number | null; beta_instructions?: string | null }

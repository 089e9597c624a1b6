import { PROJECT_TRANSITION_ERRORS } from '@/domain/projects/projectTransitions'

/** Kept apart from the zod schema (`modificationRequest.ts`) so the owner's project page loads no zod first. */

export const MODIFICATION_NOTES_MAX_LENGTH = 2000

export const MODIFICATION_REQUEST_MESSAGES = {
  // The status machine's own refusal, so the browser, this schema and the hook say the same.
  notesRequired: PROJECT_TRANSITION_ERRORS.ownerNotesRequired,
  notesTooLong: `Ta demande est trop longue (${MODIFICATION_NOTES_MAX_LENGTH} caractères au plus).`,
  alreadyRequested: 'Une demande de modification est déjà en cours pour ce projet.',
  notOwner: 'Seul le porteur du projet peut demander une modification.',
  sent: 'Demande envoyée',
  failed: "Impossible d'envoyer la demande",
} as const

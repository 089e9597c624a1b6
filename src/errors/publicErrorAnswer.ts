import type { AfterErrorHook } from 'payload'

import { isConnectionLoss, isNoConnection } from '@/domain/infrastructure/connectionLoss'
import { OUTAGE } from '@/domain/infrastructure/outage'

import {
  HISTORY_STILL_REFERENCED_MESSAGE,
  isHistoryStillReferenced,
  isUnknownReference,
  UNKNOWN_REFERENCE_MESSAGE,
} from './historyStillReferenced'
import { isMalformedInput, MALFORMED_INPUT_MESSAGE } from './malformedInput'

/**
 * Payload writes these in its code, not through its translations; `status` corrects a 500 that is the client's mistake.
 */
const PAYLOAD_MESSAGES_IN_FRENCH: [RegExp, string, number?][] = [
  [/^Invalid JSON$/, 'Le contenu envoyé n’est pas un JSON valide.'],
  [/^Missing (email|username)\.$/, 'Indique une adresse e-mail.'],
  [/^Missing required data\.$/, 'Des informations manquent dans la requête.'],
  [/^Token is either invalid or has expired\.$/, 'Ce lien n’est pas valide ou a expiré.'],
  [/^No User$/, 'Aucune session n’est ouverte.'],
  [/^Incorrect collection$/, 'Cette session n’est pas celle d’un compte de ce type.'],
  [/^The following paths? cannot be queried:/, 'Ce filtre porte sur un champ que tu ne peux pas lire.'],
  [/^The following fields? (is|are) invalid/, 'Un champ envoyé n’est pas valide.'],
  // An e-mail verification asked with a token (no account here is verified by e-mail).
  [/^Cannot find field for path at _verificationToken$/, 'Ce lien de vérification n’est pas valide.', 403],
  // A multipart body without a boundary, or cut short.
  [
    /^(Request is not eligible for file upload|Unexpected end of form|Multipart: Boundary not found|Malformed part header)/,
    'Le formulaire envoyé n’est pas lisible.',
    400,
  ],
]

const inFrench = (message: string) => PAYLOAD_MESSAGES_IN_FRENCH.find(([english]) => english.test(message))

export const payloadMessageInFrench = (message: string) => inFrench(message)?.[1] ?? message

/**
 * Checked by shape: in the production build the hooks hold their
 * own copy of Payload's error classes. Other 5xx stay hidden.
 */
export const publicErrorAnswer: AfterErrorHook = ({ error }) => {
  // No connection to be had in time is the outage too (the production server notes it as one).
  if (isConnectionLoss(error) || isNoConnection(error)) {
    return { response: { errors: [{ message: OUTAGE.title }] }, status: 503 }
  }
  if (isMalformedInput(error)) return { response: { errors: [{ message: MALFORMED_INPUT_MESSAGE }] }, status: 400 }
  if (isHistoryStillReferenced(error)) {
    return { response: { errors: [{ message: HISTORY_STILL_REFERENCED_MESSAGE }] }, status: 409 }
  }
  if (isUnknownReference(error)) return { response: { errors: [{ message: UNKNOWN_REFERENCE_MESSAGE }] }, status: 400 }
  const { isPublic, status, name, message, data } = error as Error & {
    isPublic?: boolean
    status?: number
    data?: Record<string, unknown> | null
  }
  const [, french, frenchStatus] = (message && inFrench(message)) || []
  const answerStatus = frenchStatus ?? status
  // Payload's own messages above are 400s it does not flag public.
  if ((isPublic !== true && !french) || !answerStatus || answerStatus >= 500 || !message) return
  return {
    response: { errors: [{ name, message: french ?? message, ...(data ? { data } : {}) }] },
    status: answerStatus,
  }
}

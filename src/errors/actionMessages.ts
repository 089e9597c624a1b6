/** What the server answers, as text, to an action it refuses before running it (`serverActionRequests.ts`). */
export const ACTION_MALFORMED_MESSAGE = 'Cette requête est mal formée : recharge la page et réessaie.'
export const ACTION_OTHER_ORIGIN_MESSAGE = 'Cette action ne peut être envoyée que depuis une page de Tryb.'
export const ACTION_UNKNOWN_MESSAGE = 'Cette action n’existe pas ou plus : recharge la page.'

/** What a refused action answers: the malformed request, or a refusal Payload raised inside it. */
export const ACTION_REFUSAL_MESSAGES: Record<number, string> = {
  400: ACTION_MALFORMED_MESSAGE,
  401: 'Connecte-toi pour continuer.',
  403: 'Tu n’as pas accès à cette action.',
  404: 'Ce que tu demandes n’existe pas ou plus.',
}

/**
 * A form whose request never got an answer of its action (the network, a refusal before it ran,
 * the database away): nothing says whether it was saved, and what was typed is still there.
 */
export const ACTION_NOT_SENT_MESSAGE =
  'Ta demande n’a pas abouti. Ce que tu as saisi est toujours là : vérifie ta connexion et réessaie.'

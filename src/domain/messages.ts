/** A message only one rule raises stays beside that rule. */

/** Any failure the visitor can do nothing about (no server text reaches them). */
export const GENERIC_FAILURE = 'Une erreur est survenue. Réessaye plus tard.'

export const TOO_MANY_REQUESTS = 'Trop de demandes. Réessaie dans une minute.'

/** The declaration form recognises the refusal by this text. */
export const OWN_PROJECT_REFUSAL = 'Tu ne peux pas déclarer une action sur ton propre projet.'

/** The declaration form recognises the refusal by this text. */
export const DUPLICATE_DECLARED_ACTION = 'Tu as déjà déclaré ce type d’action pour ce projet.'

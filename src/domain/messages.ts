/** A message only one rule raises stays beside that rule. */

/** Any failure the visitor can do nothing about (no server text reaches them). */
export const GENERIC_FAILURE = 'Une erreur est survenue. Réessaye plus tard.'

export const TOO_MANY_REQUESTS = 'Trop de demandes. Réessaie dans une minute.'

/** Raised by the declared-actions collection as a `DeclarationRefusal`. */
export const OWN_PROJECT_REFUSAL = 'Tu ne peux pas déclarer une action sur ton propre projet.'

/** Raised by the declared-actions collection as a `DeclarationRefusal`. */
export const DUPLICATE_DECLARED_ACTION = 'Tu as déjà déclaré ce type d’action pour ce projet.'

/** The site's 404 heading (`(frontend)/not-found.tsx`), said the same by route handlers' 404 documents. */
export const NOT_FOUND_TITLE = "Cette page n'existe pas."

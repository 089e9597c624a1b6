/**
 * French messages that more than one module shows word for word. A message only one rule
 * raises stays beside that rule.
 */

/** Any failure the visitor can do nothing about (no server text reaches them). */
export const GENERIC_FAILURE = 'Une erreur est survenue. Réessaye plus tard.'

/**
 * The declared-actions hook refuses an action on one's own project; the declaration form
 * recognises the refusal by this text and shows it.
 */
export const OWN_PROJECT_REFUSAL = 'Tu ne peux pas déclarer une action sur ton propre projet.'

/**
 * Declarations are unique per member + project + action type: the declared-actions hook refuses
 * a second one with this text, and the declaration form shows it.
 */
export const DUPLICATE_DECLARED_ACTION = 'Tu as déjà déclaré ce type d’action pour ce projet.'

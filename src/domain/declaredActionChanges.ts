import type { DeclaredActionStatus } from './declaredActions'

/** What a member reads when correcting or withdrawing their own declaration. */
export const DECLARED_ACTION_CHANGE_MESSAGES = {
  settled: 'Cette déclaration a déjà été vérifiée : tu ne peux plus la corriger ni la retirer.',
  corrected: 'Déclaration corrigée',
  withdrawn: 'Déclaration retirée',
  notFound: 'Cette déclaration n’existe plus ou ne t’appartient pas.',
  failed: 'Impossible de modifier ta déclaration. Réessaye plus tard.',
} as const

/**
 * Until an admin or a Monday report has verified it, a declaration is its author's to correct
 * (link, network, type) or withdraw; once validated or rejected it is the team's record, and
 * the points credited or the reason given stay tied to what was checked.
 */
export const memberMayChangeDeclaredAction = (status: DeclaredActionStatus | string | null | undefined) =>
  status === 'pending'

import type { DeclaredActionStatus } from './declaredActions'

export const DECLARED_ACTION_CHANGE_MESSAGES = {
  settled: 'Cette déclaration a déjà été vérifiée : tu ne peux plus la corriger ni la retirer.',
  corrected: 'Déclaration corrigée',
  resubmitted: 'Déclaration corrigée et renvoyée pour vérification',
  notRefused: 'Seule une déclaration refusée se corrige ainsi.',
  withdrawn: 'Déclaration retirée',
  notFound: 'Cette déclaration n’existe plus ou ne t’appartient pas.',
  failed: 'Impossible de modifier ta déclaration. Réessaye plus tard.',
} as const

/** Once verified it is the team's record, so the credited points or the given reason stay tied to what was checked. */
export const memberMayChangeDeclaredAction = (status: DeclaredActionStatus | string | null | undefined) =>
  status === 'pending'

export const memberMayResubmitDeclaredAction = (
  status: DeclaredActionStatus | string | null | undefined,
  alreadyDeclaredAgain: boolean,
) => status === 'rejected' && !alreadyDeclaredAgain

export const REACTIVATION_STATUSES = ['open', 'reactivated', 'dismissed'] as const
export type ReactivationStatus = (typeof REACTIVATION_STATUSES)[number]

export const REACTIVATION_STATUS_LABELS: Record<ReactivationStatus, string> = {
  open: 'À traiter',
  reactivated: 'Compte réactivé',
  dismissed: 'Écartée',
}

export const REACTIVATION_MESSAGE_MAX = 500

export type InactiveReason = 'paused' | 'semester' | 'team'

export const INACTIVE_REASONS: Record<InactiveReason, string> = {
  paused: 'L’équipe a mis ta candidature en pause : ton compte n’a pas encore été activé.',
  semester:
    'Ton compte est passé inactif à la clôture du semestre : il te manquait des points pour rester membre actif. Tes points et ton historique sont conservés.',
  team: 'L’équipe a désactivé ton compte.',
}

export const REACTIVATION_MESSAGES = {
  whatToDo:
    'Pour revenir, demande la réactivation de ton compte : l’équipe examine ta demande et te répond par e-mail.',
  sent: 'Demande envoyée ✅ L’équipe l’examine et te répond par e-mail.',
  alreadyOpen: 'Ta demande de réactivation est déjà entre les mains de l’équipe : elle te répond par e-mail.',
  expired: 'Reconnecte-toi pour demander la réactivation : la demande doit suivre la connexion de peu.',
  notInactive: 'Ce compte n’est pas inactif : il n’y a rien à réactiver.',
  tooMany: 'Trop de demandes. Réessaie demain.',
  decided: 'Cette demande a déjà été traitée.',
  onlyOpen: 'Une demande se traite une fois : elle est réactivée ou écartée.',
  reactivated: 'Compte réactivé.',
  dismissed: 'Demande écartée.',
} as const

export function inactiveReason(member: {
  application_status?: string | null
  activated_at?: string | null
  deactivatedBySemesterClose: boolean
}): InactiveReason {
  if (member.application_status === 'paused' && !member.activated_at) return 'paused'
  return member.deactivatedBySemesterClose ? 'semester' : 'team'
}

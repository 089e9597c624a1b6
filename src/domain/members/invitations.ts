import { TOO_MANY_REQUESTS } from '../messages'

export const INVITATION_MESSAGES = {
  emailRequired: { title: 'Email requis', description: 'Veuillez entrer un email.' },
  emailInvalid: { title: 'Email invalide', description: 'Adresse e-mail invalide.' },
  quotaReached: (quota: number) => ({
    title: 'Quota atteint',
    description: `Tu as déjà utilisé tes ${quota} invitations.`,
  }),
  alreadyMember: {
    title: 'Déjà membre',
    description: 'Cette personne fait déjà partie de la Tryb (ou a déjà candidaté).',
  },
  alreadyInvited: { title: 'Déjà invitée', description: 'Tu as déjà invité cette adresse.' },
  sent: (email: string) => ({ title: 'Invitation envoyée', description: `Une invitation a été envoyée à ${email}.` }),
  failed: { title: 'Erreur', description: "Impossible d'envoyer l'invitation." },
  notActive: { title: 'Accès refusé', description: 'Seuls les membres actifs peuvent inviter.' },
  tooManyRequests: { title: 'Trop de demandes', description: TOO_MANY_REQUESTS },
} as const

export type InvitationFacts = {
  referrerActive: boolean
  alreadyMember: boolean
  sentThisSemester: number
  quota: number
  alreadyInvited: boolean
}

export type InvitationRefusal = { title: string; description: string; status: 403 | 409 }

/** "Déjà membre" reveals membership, so it is answered only within the quota, no faster than the sign-up form would. */
export function invitationRefusal(facts: InvitationFacts): InvitationRefusal | null {
  if (!facts.referrerActive) return { ...INVITATION_MESSAGES.notActive, status: 403 }
  if (facts.sentThisSemester >= facts.quota) return { ...INVITATION_MESSAGES.quotaReached(facts.quota), status: 409 }
  if (facts.alreadyMember) return { ...INVITATION_MESSAGES.alreadyMember, status: 409 }
  if (facts.alreadyInvited) return { ...INVITATION_MESSAGES.alreadyInvited, status: 409 }
  return null
}

export type InvitationStatus = 'pending' | 'active'

/** One word for an invitation wherever it is shown: the invitations panel, the recent actions, the admin. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = { pending: 'En attente', active: 'Actif' }

/** The invitations panel's line: "Actif (+10 pts)" once credited. */
export const invitationStatusText = (status: InvitationStatus, points: number | null | undefined): string =>
  status === 'active' && points
    ? `${INVITATION_STATUS_LABELS.active} (+${points} pts)`
    : INVITATION_STATUS_LABELS[status]

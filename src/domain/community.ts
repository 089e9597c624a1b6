import type { Where } from 'payload'

import { parisDay, type PaymentStatus } from './payments/payments'
import {
  isPubliclyVisible,
  publiclyVisibleWhere,
  type ProjectStatus,
  type RequestType,
} from './projects/projectVisibility'
import { CAMPAIGN_GROUPS, campaignGroup, parisWeekMonday, storedWeekLabel, type CampaignGroup } from './weeks'

export const COMMUNITY_LISTS = {
  visibilite: { type: 'visibility', title: 'Projets en visibilité', path: '/communaute/visibilite' },
  feedbacks: { type: 'feedback', title: 'Idées à challenger & bêta-tests', path: '/communaute/feedbacks' },
} as const satisfies Record<string, { type: RequestType; title: string; path: string }>
export type CommunityList = keyof typeof COMMUNITY_LISTS

export const EMPTY_STATES = {
  visibility: 'Aucun projet en visibilité pour le moment.',
  feedback: 'Aucun projet en feedback pour le moment.',
} as const satisfies Record<RequestType, string>

/** Compared by Monday, whatever hour the date was stored at. */
export function homeVisibilityWhere(now: Date): Where {
  return {
    and: [
      publiclyVisibleWhere,
      { request_type: { equals: 'visibility' } },
      { exposure_week_start: { greater_than_equal: parisWeekMonday(now).toISOString() } },
      { exposure_week_start: { less_than: parisWeekMonday(now, 1).toISOString() } },
    ],
  }
}

export const homeFeedbackWhere: Where = {
  and: [{ status: { equals: 'published' } }, { request_type: { equals: 'feedback' } }],
}

/** Most voted first; among equals, the newest. */
export const HOME_SORT = ['-votes_count', '-createdAt']

export const communityListWhere = (type: RequestType): Where => ({
  and: [publiclyVisibleWhere, { request_type: { equals: type } }],
})

export const communityListSort = (type: RequestType) =>
  type === 'visibility' ? ['-exposure_week_start', '-createdAt'] : ['-createdAt']

/** A kind missing here may sit on another page, so empty sections are left out. */
export function groupCampaigns<T extends { status: string; exposure_week_start?: string | null }>(
  projects: T[],
  now: Date,
): { group: CampaignGroup; title: string; projects: T[] }[] {
  return CAMPAIGN_GROUPS.map(({ group, title }) => {
    const inGroup = projects.filter((project) => campaignGroup(project, now) === group)
    // The list comes latest week first (the newest finished campaign on top); coming weeks read soonest first.
    if (group === 'upcoming') inGroup.reverse()
    return { group, title, projects: inGroup }
  }).filter((section) => section.projects.length > 0)
}

/** What a campaign's card says of its week: "Semaine du 23-29 novembre"; null when none is set. */
export const campaignWeekCaption = (start: string | null | undefined): string | null => {
  const label = storedWeekLabel(start)
  return label && `Semaine du ${label}`
}

export const listSize = (value: number | null | undefined, fallback: number) =>
  Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, 100) : fallback

/**
 * `payment` is the owner's view of the campaign's payment, when the viewer is its owner: an
 * approved campaign already paid (or refunded) is never told it must pay within 24 h, nor one
 * whose deadline has passed (it says what the delay now means instead).
 */
export function projectBanner(
  project: {
    status: ProjectStatus
    request_type: RequestType
    exposure_week_start?: string | null
  },
  payment?: {
    status: PaymentStatus
    paidAt: string | null
    refundedAt: string | null
    dueAt?: string | null
  } | null,
  now: Date = new Date(),
): string {
  switch (project.status) {
    case 'pending':
      return 'En attente de validation/modération.'
    case 'approved':
      if (payment?.status === 'paid' && payment.paidAt) {
        return `Payé le ${parisDay(payment.paidAt)} — l’équipe programme ta semaine.`
      }
      if (payment?.status === 'refunded' && payment.refundedAt) {
        return `Paiement remboursé le ${parisDay(payment.refundedAt)} : règle à nouveau la campagne pour qu’elle soit programmée.`
      }
      if (payment?.status === 'pending' && payment.dueAt && new Date(payment.dueAt) < now) {
        return 'Validé. Le délai de paiement est passé : ta semaine d’exposition n’est pas planifiée tant que le paiement n’est pas reçu.'
      }
      return "Validé. Paiement requis sous 24h pour planifier l'exposition."
    case 'scheduled':
      return `Exposition prévue la semaine du ${storedWeekLabel(project.exposure_week_start) ?? 'à définir'}.`
    case 'published':
      return project.request_type === 'feedback'
        ? 'Ouvert à tes retours et bêta-tests.'
        : 'Campagne terminée — merci 💛'
    case 'mod_requested':
      return "Des modifications sont demandées par l'équipe."
  }
}

export type VoteAbility = 'visitor' | 'active' | 'waitlist' | 'inactive' | 'staff' | 'unpublished'

export function voteAbility(user: { collection: string; status?: string | null } | null | undefined): VoteAbility {
  if (!user) return 'visitor'
  if (user.collection !== 'members') return 'staff'
  if (user.status === 'active') return 'active'
  return user.status === 'waitlist' ? 'waitlist' : 'inactive'
}

/** Owners and admins see the project before it is public, so they are told rather than offered a button that fails. */
export function projectVoteAbility(
  user: { collection: string; status?: string | null } | null | undefined,
  project: { status: ProjectStatus; request_type: RequestType },
): VoteAbility {
  return user && !isPubliclyVisible(project) ? 'unpublished' : voteAbility(user)
}

/** The product's wording, word for word (docs/PRODUCT-RULES.md#wording). */
export const VOTE_ERRORS = {
  member: 'Membre non trouvé',
  add: "Impossible d'ajouter le vote",
  remove: 'Impossible de retirer le vote',
} as const

export const webLink = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

import type { Where } from 'payload'

import { isPubliclyVisible, publiclyVisibleWhere, type ProjectStatus, type RequestType } from './projectVisibility'
import { CAMPAIGN_GROUPS, campaignGroup, parisWeekMonday, storedWeekLabel, type CampaignGroup } from './weeks'

/** The two "Voir tout" lists, by their address. */
export const COMMUNITY_LISTS = {
  visibilite: { type: 'visibility', title: 'Projets en visibilité', path: '/communaute/visibilite' },
  feedbacks: { type: 'feedback', title: 'Idées à challenger & bêta-tests', path: '/communaute/feedbacks' },
} as const satisfies Record<string, { type: RequestType; title: string; path: string }>
export type CommunityList = keyof typeof COMMUNITY_LISTS

export const EMPTY_STATES = {
  visibility: 'Aucun projet en visibilité pour le moment.',
  feedback: 'Aucun projet en feedback pour le moment.',
} as const satisfies Record<RequestType, string>

/**
 * "À amplifier cette semaine": public visibility projects whose exposure week is the current Paris
 * week (its Monday, whatever hour the date was stored at).
 */
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

/** "Idées à challenger & bêta-tests": published feedback projects. */
export const homeFeedbackWhere: Where = {
  and: [{ status: { equals: 'published' } }, { request_type: { equals: 'feedback' } }],
}

/** Most voted first; among equals, the newest. */
export const HOME_SORT = ['-votes_count', '-createdAt']

/** A "Voir tout" list: every public project of the type. */
export const communityListWhere = (type: RequestType): Where => ({
  and: [publiclyVisibleWhere, { request_type: { equals: type } }],
})

/** Visibility campaigns by exposure week, latest first; feedback projects newest first. */
export const communityListSort = (type: RequestType) =>
  type === 'visibility' ? ['-exposure_week_start', '-createdAt'] : ['-createdAt']

/**
 * `/communaute/visibilite`'s sections: "Cette semaine", "À venir", "Terminées", in that order,
 * each holding the page's campaigns of that kind; a section with none is left out (the list is
 * paged, so a kind missing here may sit on another page; an empty list shows its empty state).
 */
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

/** A list size taken from the rules global, kept sane if an admin typed something odd. */
export const listSize = (value: number | null | undefined, fallback: number) =>
  Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, 100) : fallback

/** The status banners' texts; a published feedback project is open to feedback. */
export function projectBanner(project: {
  status: ProjectStatus
  request_type: RequestType
  exposure_week_start?: string | null
}): string {
  switch (project.status) {
    case 'pending':
      return 'En attente de validation/modération.'
    case 'approved':
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

/** What the vote button lets the viewer do. */
export type VoteAbility = 'visitor' | 'active' | 'waitlist' | 'inactive' | 'staff' | 'unpublished'

export function voteAbility(user: { collection: string; status?: string | null } | null | undefined): VoteAbility {
  if (!user) return 'visitor'
  if (user.collection !== 'members') return 'staff'
  if (user.status === 'active') return 'active'
  return user.status === 'waitlist' ? 'waitlist' : 'inactive'
}

/**
 * What one viewer may do with the vote of one project. Votes open when the project is public (the
 * votes collection refuses the others): its owner and the admins, who see it before, are told so
 * rather than offered a button that fails. Owners may vote for their own project once public:
 * nothing forbids it, and each member's vote counts once.
 */
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

/** Only web addresses become links (an admin could type anything in a link field). */
export const webLink = (url: string | null | undefined): string | null => {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

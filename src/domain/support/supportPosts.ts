import { parisDayStart } from '../points/periods'
import { urlMatchKey } from '../webUrl'
import { calendarDay, mondayOfDay } from '../weeks'

export const SUPPORT_NETWORKS = ['linkedin', 'instagram', 'facebook', 'other'] as const
export type SupportNetwork = (typeof SUPPORT_NETWORKS)[number]

export const SUPPORT_NETWORK_LABELS: Record<SupportNetwork, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  other: 'Autre',
}

export const MAX_SUPPORT_POSTS = 5

/** Where the owner's page lists them: the scheduling e-mail links straight to it. */
export const SUPPORT_POSTS_ANCHOR = 'publications-a-soutenir'

export type SupportPost = { url: string; network: SupportNetwork }

export const SUPPORT_POSTS_MESSAGES = {
  closed:
    'Les publications à soutenir se modifient seulement pour un projet de visibilité programmé ou publié, jusqu’à la fin de sa semaine d’exposition.',
  duplicate: 'Ce lien figure déjà dans tes publications à soutenir.',
  tooMany: `Tu peux proposer ${MAX_SUPPORT_POSTS} publications au plus.`,
  networkRequired: 'Choisis le réseau de cette publication.',
  urlRequired: 'Indique le lien de la publication.',
  saved: 'Publications enregistrées',
  notOwner: 'Seul le porteur du projet peut modifier ses publications à soutenir.',
  failed: 'Impossible d’enregistrer tes publications. Réessaye plus tard.',
} as const

export const isSupportNetwork = (value: unknown): value is SupportNetwork =>
  SUPPORT_NETWORKS.includes(value as SupportNetwork)

/** `start` is the week's Monday as stored, midnight UTC. */
export function exposureWeekEnd(start: Date | string): Date {
  const monday = mondayOfDay(calendarDay(new Date(start)))!
  return parisDayStart(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate() + 7)
}

type CampaignState = {
  request_type?: string | null
  status?: string | null
  exposure_week_start?: Date | string | null
}

/** Open before the week starts too, so the owner can prepare it. */
export function supportPostsEditable(project: CampaignState, now: Date): boolean {
  if (project.request_type !== 'visibility') return false
  if (project.status !== 'scheduled' && project.status !== 'published') return false
  if (!project.exposure_week_start) return false
  return now < exposureWeekEnd(project.exposure_week_start)
}

export function duplicateSupportPost(posts: readonly { url?: string | null }[]): number | null {
  const seen = new Set<string>()
  for (const [index, { url }] of posts.entries()) {
    const key = urlMatchKey(url ?? '') ?? url ?? ''
    if (seen.has(key)) return index
    seen.add(key)
  }
  return null
}

export function sameSupportPosts(
  a: readonly { url?: string | null; network?: string | null }[] | null | undefined,
  b: readonly { url?: string | null; network?: string | null }[] | null | undefined,
): boolean {
  const left = a ?? []
  const right = b ?? []
  return (
    left.length === right.length &&
    left.every((post, index) => post.url === right[index].url && post.network === right[index].network)
  )
}

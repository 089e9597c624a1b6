/**
 * The posts an owner of a scheduled visibility project asks the community to support during
 * the project's week (DESIGN 2026-11-23, "the week is the product's rhythm").
 */
export const SUPPORT_NETWORKS = ['linkedin', 'instagram', 'facebook', 'other'] as const
export type SupportNetwork = (typeof SUPPORT_NETWORKS)[number]

export const SUPPORT_NETWORK_LABELS: Record<SupportNetwork, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  other: 'Autre',
}

export const MAX_SUPPORT_POSTS = 5

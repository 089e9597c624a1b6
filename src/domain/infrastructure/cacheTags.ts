/** A hook can expire a tag without importing its reader, which imports the Payload config: an import cycle. */

/** The community lists: expired when a project changes or a vote moves a count. */
export const COMMUNITY_TAG = 'community'

/** The landing counter's member count: expired when a member's status changes. */
export const MEMBERSHIP_COUNT_TAG = 'membership_count'

export const globalTag = (slug: string) => `global_${slug}`

/** By slug, so a page that said "Projet introuvable" under a slug is expired when a project takes it. */
export const projectTag = (slug: string) => `project_${slug}`

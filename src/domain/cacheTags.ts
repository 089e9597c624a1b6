/**
 * Tags of Next's data cache, in a module of their own so that a collection hook can expire a
 * tag without importing the reader that fills it (the reader imports the Payload config, which
 * imports the collections: an import cycle).
 */

/** The community lists: expired when a project changes or a vote moves a count. */
export const COMMUNITY_TAG = 'community'

/** The landing counter's member count: expired when a member's status changes. */
export const MEMBERSHIP_COUNT_TAG = 'membership_count'

/** A global read by the public site, expired by the global's own save. */
export const globalTag = (slug: string) => `global_${slug}`

/**
 * A public project's page, by slug (what the page is found by, so a page that said "Projet
 * introuvable" under a slug is expired too when a project takes it): expired when the project is
 * saved or deleted, under its old and new slug, and when a vote moves its count.
 */
export const projectTag = (slug: string) => `project_${slug}`

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

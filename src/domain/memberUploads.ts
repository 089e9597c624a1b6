/**
 * How many files a member may upload (profile photos, hero images, reporting CSVs): the site
 * needs a handful a day, an attacker's loop would fill the disk. With the files nothing uses
 * deleted after `UNUSED_UPLOAD_HOURS` (the hourly cleanup job), a member holds at most the files
 * their profile, projects and reportings use plus about one day's quota.
 */
export const MEMBER_UPLOADS_PER_DAY = 10

/** How long an upload may wait for the form that sent it to use it before the cleanup deletes it. */
export const UNUSED_UPLOAD_HOURS = 24

export const MEMBER_UPLOADS_REFUSAL = `Tu as envoyé trop de fichiers aujourd’hui (${MEMBER_UPLOADS_PER_DAY} au plus). Réessaye demain.`

/** The start of the rolling day whose uploads count against the quota. */
export const uploadQuotaWindowStart = (now: Date): Date => new Date(now.getTime() - 24 * 3_600_000)

/** True when a member who uploaded `uploadsInWindow` files of one kind in the last 24 h may send another. */
export const mayUploadAnother = (uploadsInWindow: number): boolean => uploadsInWindow < MEMBER_UPLOADS_PER_DAY

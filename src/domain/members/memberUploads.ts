/**
 * Enough for the site, not for an attacker's loop; with the hourly
 * cleanup a member holds their used files plus about one day's quota.
 */
export const MEMBER_UPLOADS_PER_DAY = 10

export const UNUSED_UPLOAD_HOURS = 24

export const MEMBER_UPLOADS_REFUSAL = `Tu as envoyé trop de fichiers aujourd’hui (${MEMBER_UPLOADS_PER_DAY} au plus). Réessaye demain.`

export const uploadQuotaWindowStart = (now: Date): Date => new Date(now.getTime() - 24 * 3_600_000)

export const mayUploadAnother = (uploadsInWindow: number): boolean => uploadsInWindow < MEMBER_UPLOADS_PER_DAY

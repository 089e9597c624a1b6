export const ADMIN_NOTICE_INTERVAL_MS = 60 * 60 * 1000

/**
 * An hour without any owner move before each e-mail, so a loop cannot flood the admins; every move is still audited.
 */
export const adminsMayBeToldAgain = (previousOwnerMove: Date | null, now: Date): boolean =>
  previousOwnerMove === null || now.getTime() - previousOwnerMove.getTime() >= ADMIN_NOTICE_INTERVAL_MS

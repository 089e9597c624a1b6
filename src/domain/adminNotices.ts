/** The admins hear about one project's moves by its owner at most once an hour. */
export const ADMIN_NOTICE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Whether the owner's move of a project at `now` (asking for a modification, resubmitting) may
 * e-mail the admins, given the owner's previous move of it (null: none). Each e-mail follows an
 * hour without any move by the owner, so an owner looping between mod_requested and pending
 * cannot flood the admins; every move is still in the audit log and the project in their list.
 */
export const adminsMayBeToldAgain = (previousOwnerMove: Date | null, now: Date): boolean =>
  previousOwnerMove === null || now.getTime() - previousOwnerMove.getTime() >= ADMIN_NOTICE_INTERVAL_MS

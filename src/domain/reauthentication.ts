/**
 * Changing the account's e-mail address asks the member to prove again who they are: a borrowed
 * or stolen session alone must not move the account to another address. The current password
 * proves it, and so does a sign-in by magic link this recent (the link proved the inbox): the
 * way in of a member who has no password.
 */
export const RECENT_SIGN_IN_MINUTES = 10

/** Whether a magic-link sign-in made at `signedInAt` still stands for the password at `now`. */
export const isRecentSignIn = (signedInAt: Date, now: Date): boolean =>
  now.getTime() - signedInAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000 && signedInAt.getTime() <= now.getTime()

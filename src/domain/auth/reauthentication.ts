/** A stolen session alone must not move the account; a magic-link sign-in this recent proved the inbox. */
export const RECENT_SIGN_IN_MINUTES = 10

export const isRecentSignIn = (signedInAt: Date, now: Date): boolean =>
  now.getTime() - signedInAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000 && signedInAt.getTime() <= now.getTime()

export const SESSION_CHECK_INTERVAL_MS = 30_000
export const SESSION_REFRESH_MARGIN_S = 90

/** `expiresAt`: the token's expiry in seconds since the epoch (JWT `exp`). */
export const shouldRefreshSession = (expiresAt: number, nowMs: number) =>
  expiresAt - nowMs / 1000 <= SESSION_REFRESH_MARGIN_S

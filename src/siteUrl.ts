const port = () => process.env.PORT || 3000

export const siteUrl = () => (process.env.SITE_URL || `http://127.0.0.1:${port()}`).replace(/\/$/, '')

export const trustedOrigins = () =>
  process.env.SITE_URL ? [siteUrl()] : [`http://127.0.0.1:${port()}`, `http://localhost:${port()}`]

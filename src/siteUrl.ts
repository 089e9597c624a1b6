const port = () => process.env.PORT || 3000

/** The public origin of the site, used for links in e-mails. */
export const siteUrl = () => (process.env.SITE_URL || `http://127.0.0.1:${port()}`).replace(/\/$/, '')

/**
 * Origins allowed to make cookie-authenticated writes (CSRF) and cross-origin calls (CORS):
 * the public origin, plus both spellings of the local address while SITE_URL is not set.
 */
export const trustedOrigins = () =>
  process.env.SITE_URL ? [siteUrl()] : [`http://127.0.0.1:${port()}`, `http://localhost:${port()}`]

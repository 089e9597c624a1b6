/** The public origin of the site, used for links in e-mails and for CSRF checks. */
export const siteUrl = () =>
  (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')

const port = () => process.env.PORT || 3000

export const siteUrl = () => (process.env.SITE_URL || `http://127.0.0.1:${port()}`).replace(/\/$/, '')

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost']

/**
 * The origins whose requests carry the session. A site on this machine is reached as 127.0.0.1 or
 * as localhost, whichever the person typed, with `SITE_URL` given or not (it was refused on
 * localhost as soon as `SITE_URL` named 127.0.0.1, its default); a public site has one origin.
 */
export function trustedOrigins(): string[] {
  const site = new URL(siteUrl())
  if (!LOOPBACK_NAMES.includes(site.hostname)) return [site.origin]
  return LOOPBACK_NAMES.map((name) => {
    const origin = new URL(site.origin)
    origin.hostname = name
    return origin.origin
  })
}

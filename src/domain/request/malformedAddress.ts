/** The site's French 404 page, served in place of an address that names nothing. */
export const NOT_FOUND_PATH = '/page-introuvable'

/** An address that does not decode or holds a NUL: Next failed on it, or a page sent the NUL to PostgreSQL. */
export function isMalformedAddress(pathname: string, query: Iterable<[string, string]>): boolean {
  if ([...query].some(([name, value]) => `${name}${value}`.includes('\0'))) return true
  try {
    return decodeURIComponent(pathname).includes('\0')
  } catch {
    // Not valid percent-encoding: the address names nothing.
    return true
  }
}

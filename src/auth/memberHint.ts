/**
 * A readable cookie beside the HTTP-only session cookie, holding only the member's status, so
 * the static public header can offer "Mon espace" to a signed-in member without asking the
 * server. It proves nothing: every member page still checks the real session.
 */
export const MEMBER_HINT_COOKIE = 'tryb-member'

export type MemberHint = 'active' | 'waitlist'

export const memberHomeFor = (hint: MemberHint) => (hint === 'active' ? '/dashboard' : '/welcome')

/** The hint in a `document.cookie` string, or null when there is none (a visitor, staff). */
export function memberHintFrom(cookies: string): MemberHint | null {
  const value = cookies
    .split('; ')
    .find((pair) => pair.startsWith(`${MEMBER_HINT_COOKIE}=`))
    ?.split('=')[1]
  return value === 'active' || value === 'waitlist' ? value : null
}

/**
 * Lets the static public header offer "Mon espace" without asking the server; it proves nothing, every member page
 * checks the real session.
 */
export const MEMBER_HINT_COOKIE = 'tryb-member'

export type MemberHint = 'active' | 'waitlist'

export const memberHomeFor = (hint: MemberHint) => (hint === 'active' ? '/dashboard' : '/welcome')

export function memberHintFrom(cookies: string): MemberHint | null {
  const value = cookies
    .split('; ')
    .find((pair) => pair.startsWith(`${MEMBER_HINT_COOKIE}=`))
    ?.split('=')[1]
  return value === 'active' || value === 'waitlist' ? value : null
}

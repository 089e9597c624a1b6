import type { MemberStatus } from './memberOptions'
import { isSitePath } from './sitePath'

export const INACTIVE_ACCOUNT = "Ton compte n'est pas encore actif ou a été désactivé."

/** Where a member lands after signing in (or on /login with a session): spec 01 "Login". */
export type SignInDestination = { path: '/dashboard' | '/thanks' | '/' } | { refused: typeof INACTIVE_ACCOUNT }

export function destinationAfterSignIn(status: MemberStatus | null | undefined): SignInDestination {
  if (status === 'active') return { path: '/dashboard' }
  if (status === 'waitlist') return { path: '/thanks' }
  if (status === 'inactive') return { refused: INACTIVE_ACCOUNT }
  return { path: '/' }
}

/** The member pages and who may open them (DESIGN "Who may do what"). */
export type MemberPage = 'welcome' | 'thanks' | 'profile' | 'dashboard' | 'contributions'

const ACTIVE_ONLY: ReadonlySet<MemberPage> = new Set(['dashboard', 'contributions'])

export type PageDecision = { allow: true } | { allow: false; redirect: string; signOut?: true }

/**
 * The one guard of every member page: signed-out visitors go to /login (and come back after),
 * inactive members are signed out, the dashboard and contributions are for active members
 * (waitlist members are sent to /welcome with a notice), every other member page is open to
 * waitlist and active members.
 */
export function memberPageAccess(
  status: MemberStatus | null | undefined,
  page: MemberPage,
  path: string,
): PageDecision {
  if (!status) return { allow: false, redirect: `/login?next=${encodeURIComponent(path)}` }
  if (status === 'inactive') return { allow: false, redirect: '/login?error=inactive', signOut: true }
  if (!ACTIVE_ONLY.has(page) || status === 'active') return { allow: true }
  return { allow: false, redirect: '/welcome?notice=waitlist' }
}

/** Only paths of this site are followed after sign-in (no open redirect). */
export const safeNextPath = (next: string | null | undefined): string | null => (next && isSitePath(next) ? next : null)

/** Where the logo leads a signed-in member (spec 01 "Profile"): their dashboard once active. */
export const homePathFor = (status: MemberStatus | null | undefined): '/dashboard' | '/' =>
  status === 'active' ? '/dashboard' : '/'

import type { MemberStatus } from './memberOptions'
import { isSitePath } from './sitePath'

export const INACTIVE_ACCOUNT = "Ton compte n'est pas encore actif ou a été désactivé."

/** Where an inactive member's verified sign-in (password or link) lands: why, and what to do. */
export const INACTIVE_LOGIN_PATH = '/login?error=inactive'

/** A notice /login shows when another page sent the person there (`/login?error=…`). */
export type LoginNotice = { title?: string; message: string }

/**
 * Why /login was opened. `auth` is every failed sign-in return (a link expired or used, no session
 * after the callback); `dashboard` is an inactive member's session on the dashboard (then signed
 * out).
 */
export const LOGIN_NOTICES = {
  auth: {
    title: 'Aucun utilisateur connecté',
    message: 'La connexion a échoué : le lien est peut-être expiré ou déjà utilisé. Demande un nouveau lien.',
  },
  inactive: { message: INACTIVE_ACCOUNT },
  dashboard: { title: 'Accès refusé', message: 'Seuls les membres actifs peuvent accéder au dashboard.' },
} as const satisfies Record<string, LoginNotice>

export const loginNotice = (error: string | undefined): LoginNotice | null => {
  if (!error) return null
  return Object.hasOwn(LOGIN_NOTICES, error) ? LOGIN_NOTICES[error as keyof typeof LOGIN_NOTICES] : LOGIN_NOTICES.auth
}

/** Where a member lands after signing in (or on /login with a session). */
export type SignInDestination = { path: '/dashboard' | '/thanks' | '/' } | { refused: typeof INACTIVE_ACCOUNT }

export function destinationAfterSignIn(status: MemberStatus | null | undefined): SignInDestination {
  if (status === 'active') return { path: '/dashboard' }
  if (status === 'waitlist') return { path: '/thanks' }
  if (status === 'inactive') return { refused: INACTIVE_ACCOUNT }
  return { path: '/' }
}

/** The member pages and who may open them. */
export type MemberPage = 'welcome' | 'thanks' | 'profile' | 'dashboard' | 'contributions' | 'notifications'

const ACTIVE_ONLY: ReadonlySet<MemberPage> = new Set(['dashboard', 'contributions'])

export type PageDecision = { allow: true } | { allow: false; redirect: string; signOut?: true }

/**
 * The one guard of every member page: signed-out visitors go to /login (and come back after),
 * inactive members are signed out (told, on the dashboard, that it is for active members only), the
 * dashboard and contributions are for active members (waitlist members are sent to /welcome with a
 * notice), every other member page is open to waitlist and active members.
 */
export function memberPageAccess(
  status: MemberStatus | null | undefined,
  page: MemberPage,
  path: string,
): PageDecision {
  if (!status) return { allow: false, redirect: `/login?next=${encodeURIComponent(path)}` }
  if (status === 'inactive') {
    return { allow: false, redirect: `/login?error=${page === 'dashboard' ? 'dashboard' : 'inactive'}`, signOut: true }
  }
  if (!ACTIVE_ONLY.has(page) || status === 'active') return { allow: true }
  return { allow: false, redirect: '/welcome?notice=waitlist' }
}

/** Only paths of this site are followed after sign-in (no open redirect). */
export const safeNextPath = (next: string | null | undefined): string | null => (next && isSitePath(next) ? next : null)

/** Where the logo leads a signed-in member: their dashboard once active. */
export const homePathFor = (status: MemberStatus | null | undefined): '/dashboard' | '/' =>
  status === 'active' ? '/dashboard' : '/'

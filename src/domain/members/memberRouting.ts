import type { MemberStatus } from './memberOptions'
import { isSitePath } from '../request/sitePath'

export const INACTIVE_ACCOUNT = "Ton compte n'est pas encore actif ou a été désactivé."

/** Where an inactive member's verified sign-in (password or link) lands: why, and what to do. */
export const INACTIVE_LOGIN_PATH = '/login?error=inactive'

export type LoginNotice = { title?: string; message: string }

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

export type SignInDestination = { path: '/dashboard' | '/welcome' | '/' } | { refused: typeof INACTIVE_ACCOUNT }

/** A waitlist member lands on /welcome after a sign-in as after the sign-up: one page says where they stand. */
export function destinationAfterSignIn(status: MemberStatus | null | undefined): SignInDestination {
  if (status === 'active') return { path: '/dashboard' }
  if (status === 'waitlist') return { path: '/welcome' }
  if (status === 'inactive') return { refused: INACTIVE_ACCOUNT }
  return { path: '/' }
}

export type MemberPage = 'welcome' | 'thanks' | 'profile' | 'dashboard' | 'contributions' | 'notifications'

const ACTIVE_ONLY: ReadonlySet<MemberPage> = new Set(['dashboard', 'contributions'])

export type PageDecision = { allow: true } | { allow: false; redirect: string; signOut?: true }

/** The one guard of every member page (docs/PRODUCT-RULES.md#access). */
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

export const homePathFor = (status: MemberStatus | null | undefined): '/dashboard' | '/' =>
  status === 'active' ? '/dashboard' : '/'

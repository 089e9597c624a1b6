/**
 * The admin's collections and globals by slug, for the proxy, which cannot read the Payload config:
 * `tests/int/admin-entities.int.test.ts` fails when they differ from the config's.
 */
export const ADMIN_COLLECTION_SLUGS: readonly string[] = [
  'users',
  'members',
  'projects',
  'votes',
  'declared-actions',
  'project-reports',
  'referrals',
  'points-ledger',
  'notifications',
  'admin-decisions',
  'audit-log',
  'magic-link-tokens',
  'data-exports',
  'staff-second-factors',
  'rate-limits',
  'semester-notices',
  'batch2-waitlist',
  'reactivation-requests',
  'feedbacks',
  'feedback-replies',
  'feedback-reports',
  'beta-test-requests',
  'project-hero-images',
  'avatars',
  'report-files',
  'media',
  'payments',
  'invoices',
  'invoice-counters',
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]

export const ADMIN_GLOBAL_SLUGS: readonly string[] = [
  'site',
  'landing',
  'pricing',
  'legal',
  'charter',
  'tips',
  'rules',
  'staff-security',
  'billing',
  'payload-jobs-stats',
]

/**
 * `/admin/collections/<slug>…` or `/admin/globals/<slug>…` naming nothing: the site's French 404.
 * Payload drew its own "not found" view for a signed-out visitor with a 200 (its layout had already
 * answered), so the proxy decides before anything renders.
 */
export function namesUnknownAdminEntity(pathname: string): boolean {
  const match = /^\/admin\/(collections|globals)\/([^/]+)/.exec(pathname)
  if (!match) return false
  const [, kind, slug] = match
  return !(kind === 'collections' ? ADMIN_COLLECTION_SLUGS : ADMIN_GLOBAL_SLUGS).includes(slug)
}

/** A 503 that tells clients when to come back, rather than a sign-in page or an unearned refusal. */
export const OUTAGE = {
  title: 'Service momentanément indisponible',
  message:
    'La Tryb reprend son souffle : réessaie dans quelques instants. Rien de ce que tu as enregistré n’est perdu.',
  retryAfterSeconds: 15,
} as const

/** Pages built once and served from the cache: they need no database, so they stay up. */
const STATIC_PAGES = new Set([
  '/',
  '/charte',
  '/tarifs',
  '/communaute',
  '/communaute/feedbacks',
  '/communaute/visibilite',
  '/mentions-legales',
  '/confidentialite',
  '/cgu',
])

const PROJECT_PAGE = /^\/p\/[^/]+$/

/** `/api/health` says 503 by itself, `/api/metrics` `tryb_database_up 0`. */
export function needsDatabase(method: string, pathname: string): boolean {
  if (pathname === '/api/health' || pathname === '/api/metrics') return false
  const read = method === 'GET' || method === 'HEAD'
  if (!read) return true
  if (STATIC_PAGES.has(pathname) || PROJECT_PAGE.test(pathname)) return false
  // Files of the build and of `public/` (an extension, outside the API and the admin).
  return !(/\.[a-z0-9]+$/i.test(pathname) && !pathname.startsWith('/api/') && !pathname.startsWith('/admin'))
}

/**
 * The page that replaces one that failed to draw. It knows nothing of what was being sent, so it
 * promises nothing about it (the outage's "rien n'est perdu" speaks of what was already saved).
 */
export const PAGE_FAILURE = {
  title: 'Cette page n’a pas pu s’afficher',
  message:
    'Une erreur est survenue de notre côté. Si tu venais d’envoyer quelque chose, recharge la page pour vérifier que c’est bien enregistré avant de recommencer.',
  /** Followed by the error's reference, which the team finds in the server's log. */
  reference: 'Si tu écris à l’équipe, donne-lui cette référence :',
} as const

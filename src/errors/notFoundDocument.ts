import { NOT_FOUND_TITLE } from '@/domain/messages'

/**
 * The French 404 of a route handler (an invoice's PDF, a report's CSV): a whole HTML document in
 * French, `lang="fr"`, as the site's 404 page says it, where a bare text answer had no language.
 */
export function notFoundDocument(): Response {
  const body = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page introuvable | Tryb</title></head>
<body><main><p aria-hidden="true">404</p><h1>${NOT_FOUND_TITLE}</h1><p><a href="/">Retour à l’accueil</a></p></main></body>
</html>
`
  return new Response(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

import { OUTAGE } from '../domain/infrastructure/outage'

/** Self-contained: the app behind it cannot render. */
export const outagePage = () => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OUTAGE.title} — Tryb</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #fafaf9; color: #1c1917; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.6; color: #44403c; }
  a { color: #9a3412; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>${OUTAGE.title}</h1>
<p>${OUTAGE.message}</p>
<p><a href="">Réessayer</a></p>
</main>
</body>
</html>
`

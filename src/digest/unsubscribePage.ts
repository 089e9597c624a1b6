import { escapeHtml } from '@/email/escapeHtml'
import { WEEKLY_DIGEST_TITLE } from '@/domain/email/weeklyDigestRules'

export const UNSUBSCRIBE_MESSAGES = {
  askTitle: 'Se désabonner du récapitulatif',
  ask: `Tu ne recevras plus « ${WEEKLY_DIGEST_TITLE} », l’e-mail du lundi matin. Les autres e-mails se règlent dans ton profil.`,
  button: 'Me désabonner',
  doneTitle: 'C’est fait',
  done: `Tu ne recevras plus « ${WEEKLY_DIGEST_TITLE} ». Tu peux le réactiver à tout moment dans ton profil, rubrique « Préférences e-mail ».`,
  invalidTitle: 'Lien invalide',
  invalid:
    'Ce lien de désabonnement n’est pas valide : il a peut-être été coupé ou modifié. Ouvre celui de ton dernier e-mail, ou règle tes e-mails dans ton profil.',
  limitedTitle: 'Trop de demandes',
  limited: 'Trop de demandes. Réessaie dans une minute.',
  profileLink: 'Mes préférences e-mail',
} as const

/** Self-contained (nothing to fetch); opening only shows a button, so link scanners unsubscribe no one. */
export function unsubscribePage({
  title,
  message,
  formAction,
}: {
  title: string
  message: string
  formAction?: string
}) {
  const button = formAction
    ? `<form method="post" action="${escapeHtml(formAction)}"><button type="submit">${UNSUBSCRIBE_MESSAGES.button}</button></form>`
    : ''
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Tryb</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #fafaf9; color: #1c1917; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.6; color: #44403c; }
  a { color: #9a3412; font-weight: 600; }
  button { font: inherit; font-weight: 600; color: #fff; background: #c2410c; border: 0; border-radius: 999px; padding: 0.75rem 1.5rem; cursor: pointer; }
  button:focus-visible { outline: 3px solid #9a3412; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${button}
<p><a href="/profile#preferences-email">${UNSUBSCRIBE_MESSAGES.profileLink}</a></p>
</main>
</body>
</html>
`
}

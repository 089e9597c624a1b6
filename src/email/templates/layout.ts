import { escapeHtml } from '../escapeHtml'

/** The shared look of Tryb's e-mails: a greeting, paragraphs, one button, a signature. */
export function emailHtml({ paragraphs, button }: { paragraphs: string[]; button?: { label: string; url: string } }) {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('')
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${body}${action}<p style="margin:24px 0 0;color:#57534e">— L’équipe de la Tryb</p></body></html>`
}

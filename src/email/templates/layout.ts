import { escapeHtml } from '../escapeHtml'
import type { OutgoingEmail } from '../queueEmail'

/** How every e-mail to a member or an admin ends. */
export const EMAIL_SIGNATURE = '— L’équipe de la Tryb'

type Button = { label: string; url: string }

/** The shared look of Tryb's e-mails: paragraphs, one button, more paragraphs, a signature. */
export function emailHtml({
  paragraphs,
  button,
  afterButton = [],
  signature = EMAIL_SIGNATURE,
}: {
  paragraphs: string[]
  button?: Button
  afterButton?: string[]
  signature?: string
}) {
  const html = (lines: string[]) =>
    lines.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('')
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${html(paragraphs)}${action}${html(afterButton)}<p style="margin:24px 0 0;color:#57534e">${escapeHtml(signature)}</p></body></html>`
}

/**
 * One e-mail in its two forms, in the same order: the paragraphs, the button (in the text, its
 * address alone on a line, preceded by `linkLabel` when given), `afterButton`, the signature.
 */
export function composeEmail({
  subject,
  paragraphs,
  button,
  linkLabel,
  afterButton = [],
  signature = EMAIL_SIGNATURE,
}: {
  subject: string
  paragraphs: string[]
  button: Button
  linkLabel?: string
  afterButton?: string[]
  signature?: string
}): Omit<OutgoingEmail, 'to'> & { html: string } {
  const link = linkLabel ? `${linkLabel} : ${button.url}` : button.url
  return {
    subject,
    text: [...paragraphs, link, ...afterButton, signature].join('\n\n'),
    html: emailHtml({ paragraphs, button, afterButton, signature }),
  }
}

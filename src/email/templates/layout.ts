import { siteUrl } from '@/siteUrl'

import { escapeHtml } from '../escapeHtml'
import type { OutgoingEmail } from '../queueEmail'

/** How every e-mail to a member or an admin ends. */
export const EMAIL_SIGNATURE = '— L’équipe de la Tryb'

/** Who an e-mail goes to decides the footer's "why you receive it". */
export const EMAIL_REASONS = {
  member: 'Tu reçois cet e-mail parce que tu es membre de la Tryb.',
  account: 'Tu reçois cet e-mail parce que cette adresse a été donnée pour un compte Tryb.',
  applicant: 'Tu reçois cet e-mail parce que tu as candidaté à la Tryb.',
  invitee: 'Tu reçois cet e-mail parce qu’un membre de la Tryb t’a invité·e avec cette adresse.',
  staff: 'Tu reçois cet e-mail parce que tu fais partie de l’équipe de la Tryb.',
} as const

export type EmailAudience = keyof typeof EMAIL_REASONS

type Link = { label: string; url: string }

const BRAND = '#c2410c'

/**
 * The HTML of every Tryb e-mail: the Tryb name as a header, the paragraphs, one button, the
 * other links of the message, more paragraphs, the signature, then the footer (why it is
 * received, the site, the unsubscribe link where one applies). Inline styles only: mail clients
 * drop style sheets. No remote image: nothing is fetched when the message is opened.
 */
function emailHtml({
  paragraphs,
  button,
  links,
  afterButton,
  signature,
  footer,
}: {
  paragraphs: string[]
  button: Link
  links: Link[]
  afterButton: string[]
  signature: string
  footer: { reason: string; site: string; unsubscribe?: Link }
}) {
  const html = (lines: string[]) =>
    lines.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('')
  const link = ({ label, url }: Link, style = `color:${BRAND}`) =>
    `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`
  const action = `<p style="margin:24px 0">${link(button, `background:${BRAND};color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600;display:inline-block`)}</p>`
  const others =
    links.length > 0 ? `<p style="margin:0 0 16px">${links.map((other) => link(other)).join(' · ')}</p>` : ''
  const unsubscribe = footer.unsubscribe ? ` · ${link(footer.unsubscribe, 'color:#57534e')}` : ''
  return [
    '<!doctype html><html lang="fr"><body style="margin:0;background:#fafaf9">',
    '<div style="font-family:system-ui,-apple-system,\'Segoe UI\',sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p style="margin:0 0 24px;font-size:22px;font-weight:800;letter-spacing:-0.02em;color:${BRAND}">Tryb</p>`,
    html(paragraphs),
    action,
    others,
    html(afterButton),
    `<p style="margin:24px 0 0;color:#57534e">${escapeHtml(signature)}</p>`,
    '<hr style="border:none;border-top:1px solid #e7e5e4;margin:32px 0 16px">',
    `<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(footer.reason)}<br>${link({ label: 'La Tryb', url: footer.site }, 'color:#57534e')}${unsubscribe}</p>`,
    '</div></body></html>',
  ].join('')
}

/**
 * One e-mail in its two forms, in the same order: the paragraphs, the button (in the text, its
 * address alone on a line, preceded by `linkLabel` when given), the other links, `afterButton`,
 * the signature, then the footer: why it is received (`audience`), the site, and the
 * unsubscribe link of the e-mails one can stop.
 */
export function composeEmail({
  subject,
  audience,
  paragraphs,
  button,
  linkLabel,
  links = [],
  afterButton = [],
  signature = EMAIL_SIGNATURE,
  unsubscribe,
}: {
  subject: string
  audience: EmailAudience
  paragraphs: string[]
  button: Link
  linkLabel?: string
  /** Other places the message is about, after its button (e.g. the project and one's contributions). */
  links?: Link[]
  afterButton?: string[]
  signature?: string
  unsubscribe?: Link
}): Omit<OutgoingEmail, 'to'> & { html: string } {
  const site = siteUrl()
  const footer = { reason: EMAIL_REASONS[audience], site, unsubscribe }
  const text = [
    ...paragraphs,
    linkLabel ? `${linkLabel} : ${button.url}` : button.url,
    ...links.map(({ label, url }) => `${label} : ${url}`),
    ...afterButton,
    signature,
    [
      '--',
      footer.reason,
      `La Tryb : ${site}`,
      ...(unsubscribe ? [`${unsubscribe.label} : ${unsubscribe.url}`] : []),
    ].join('\n'),
  ]
  return {
    subject,
    text: text.join('\n\n'),
    html: emailHtml({ paragraphs, button, links, afterButton, signature, footer }),
  }
}

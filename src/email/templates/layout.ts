import { siteUrl } from '@/siteUrl'

import type { EmailTemplate } from '@/domain/emailLog'

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

/** One line of a section: a label (a link when it has a `url`), a note after it, links under it. */
export type EmailItem = { label: string; url?: string; note?: string; links?: Link[] }

/** A titled list (the digest's projects, its pending declarations); `empty` stands in for no item. */
export type EmailSection = { title: string; items: EmailItem[]; empty?: string }

const BRAND = '#c2410c'

/**
 * The HTML of every Tryb e-mail: the Tryb name as a header, the paragraphs, one button, the
 * other links of the message, more paragraphs, the signature, then the footer (why it is
 * received, the site, the unsubscribe link where one applies). Inline styles only: mail clients
 * drop style sheets. No remote image: nothing is fetched when the message is opened.
 */
function emailHtml({
  paragraphs,
  sections,
  button,
  links,
  afterButton,
  signature,
  footer,
}: {
  paragraphs: string[]
  sections: EmailSection[]
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
  const item = ({ label, url, note, links: under = [] }: EmailItem) =>
    [
      '<li style="margin:0 0 8px">',
      url ? link({ label, url }, `color:${BRAND};font-weight:600`) : escapeHtml(label),
      note ? ` — ${escapeHtml(note)}` : '',
      under.length > 0 ? `<br>${under.map((other) => link(other)).join(' · ')}` : '',
      '</li>',
    ].join('')
  const section = ({ title, items, empty }: EmailSection) =>
    `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(title)}</h2>` +
    (items.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map(item).join('')}</ul>`
      : html(empty ? [empty] : []))
  const others =
    links.length > 0 ? `<p style="margin:0 0 16px">${links.map((other) => link(other)).join(' · ')}</p>` : ''
  const unsubscribe = footer.unsubscribe ? ` · ${link(footer.unsubscribe, 'color:#57534e')}` : ''
  return [
    '<!doctype html><html lang="fr"><body style="margin:0;background:#fafaf9">',
    '<div style="font-family:system-ui,-apple-system,\'Segoe UI\',sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">',
    `<p style="margin:0 0 24px;font-size:22px;font-weight:800;letter-spacing:-0.02em;color:${BRAND}">Tryb</p>`,
    html(paragraphs),
    sections.map(section).join(''),
    action,
    others,
    html(afterButton),
    `<p style="margin:24px 0 0;color:#57534e">${escapeHtml(signature)}</p>`,
    '<hr style="border:none;border-top:1px solid #e7e5e4;margin:32px 0 16px">',
    `<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(footer.reason)}<br>${link({ label: 'La Tryb', url: footer.site }, 'color:#57534e')}${unsubscribe}</p>`,
    '</div></body></html>',
  ].join('')
}

/** A section in the text part: its title, then a line per item and one per link under it. */
const sectionText = ({ title, items, empty }: EmailSection) =>
  [
    title,
    ...(items.length > 0
      ? items.flatMap(({ label, url, note, links = [] }) => [
          `- ${label}${note ? ` — ${note}` : ''}${url ? ` : ${url}` : ''}`,
          ...links.map((other) => `  ${other.label} : ${other.url}`),
        ])
      : empty
        ? [empty]
        : []),
  ].join('\n')

/**
 * One e-mail in its two forms, in the same order: the paragraphs, the `sections` (titled lists),
 * the button (in the text, its address alone on a line, preceded by `linkLabel` when given), the
 * other links, `afterButton`, the signature, then the footer: why it is received (`audience`),
 * the site, and the unsubscribe link of the e-mails one can stop.
 */
export function composeEmail({
  template,
  subject,
  audience,
  paragraphs,
  sections = [],
  button,
  linkLabel,
  links = [],
  afterButton = [],
  signature = EMAIL_SIGNATURE,
  unsubscribe,
}: {
  /** Which kind of e-mail this is, for the admins' e-mail log (/admin/envois). */
  template: EmailTemplate
  subject: string
  audience: EmailAudience
  paragraphs: string[]
  sections?: EmailSection[]
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
    ...sections.map(sectionText),
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
    template,
    subject,
    text: text.join('\n\n'),
    html: emailHtml({ paragraphs, sections, button, links, afterButton, signature, footer }),
  }
}

import { siteUrl } from '@/siteUrl'

import type { EmailTemplate } from '@/domain/email/emailLog'

import { escapeHtml } from '../escapeHtml'
import type { OutgoingEmail } from '../queueEmail'

export const EMAIL_SIGNATURE = '— L’équipe de la Tryb'

/** Who an e-mail goes to decides the footer's "why you receive it". */
export const EMAIL_REASONS = {
  member: 'Tu reçois cet e-mail parce que tu es membre de la Tryb.',
  account: 'Tu reçois cet e-mail parce que cette adresse a été donnée pour un compte Tryb.',
  applicant: 'Tu reçois cet e-mail parce que tu as candidaté à la Tryb.',
  invitee: 'Tu reçois cet e-mail parce qu’un membre de la Tryb t’a invité·e avec cette adresse.',
  staff: 'Tu reçois cet e-mail parce que tu fais partie de l’équipe de la Tryb.',
  batch2List: 'Tu reçois cet e-mail parce que tu as demandé à être prévenu·e de l’ouverture du Batch 2.',
} as const

export type EmailAudience = keyof typeof EMAIL_REASONS

type Link = { label: string; url: string }

export type EmailItem = { label: string; url?: string; note?: string; links?: Link[] }

export type EmailSection = { title: string; items: EmailItem[]; empty?: string }

const BRAND = '#c2410c'

/** Inline styles only: mail clients drop style sheets. No remote image: nothing is fetched on opening. */
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

/** The text and HTML forms carry the same parts in the same order. */
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
  template: EmailTemplate
  subject: string
  audience: EmailAudience
  paragraphs: string[]
  sections?: EmailSection[]
  button: Link
  linkLabel?: string
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

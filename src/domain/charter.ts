import { formatEuros } from './french'

/** See docs/PRODUCT-RULES.md#charter. */

export const CHARTER_CHAPTERS = { signup: 'Inscription (/signup)', apply: 'Candidature (/apply)' } as const
export type CharterChapter = keyof typeof CHARTER_CHAPTERS

export type StoredCharterSection = {
  key: string
  heading: string
  body: string
  chapters?: readonly string[] | null
}

/** `number` is the section's place in the whole charter: a dialog's "4. Entraide" is /charte's "4. Entraide". */
export type CharterSectionText = { key: string; number: number; heading: string; body: string }

/** The rules' figures the charter states (fields of the `rules` global), never typed in its copy. */
export type CharterFigures = { campaign_price: number; active_threshold: number }

export function charterSections(
  sections: readonly StoredCharterSection[],
  figures: CharterFigures,
  chapter?: CharterChapter,
): CharterSectionText[] {
  return sections
    .map(({ key, heading, body, chapters }, index) => ({
      key,
      number: index + 1,
      heading,
      body: withCharterFigures(body, figures),
      chapters,
    }))
    .filter((section) => !chapter || (section.chapters ?? []).includes(chapter))
    .map(({ chapters: _chapters, ...section }) => section)
}

/**
 * Where the copy says the price of a campaign, it writes this word, and the pages put the rules'
 * `campaign_price` in its place: the charter and /tarifs can never state another price.
 */
export const CAMPAIGN_PRICE_TOKEN = '{prix_campagne}'

/** The copy with the rules' price ("100 €") in place of `CAMPAIGN_PRICE_TOKEN`. */
export const withCampaignPrice = (text: string, campaignPrice: number): string =>
  text.split(CAMPAIGN_PRICE_TOKEN).join(formatEuros(campaignPrice))

/** The semester's points threshold (`rules.active_threshold`), written like the price. */
export const ACTIVE_THRESHOLD_TOKEN = '{seuil_points}'

/** The copy with the rules' price and points threshold in place of their tokens. */
export const withCharterFigures = (text: string, figures: CharterFigures): string =>
  withCampaignPrice(text, figures.campaign_price).split(ACTIVE_THRESHOLD_TOKEN).join(String(figures.active_threshold))

/** A charter text typing an amount in euros or the semester's points threshold instead of a token, in French; null when fine. */
export function charterPriceProblem(body: string): string | null {
  if (/\d\s*(€|euros?\b)/i.test(body)) return CHARTER_MESSAGES.literalPrice
  return /\d\s*points?\s+par\s+semestre/i.test(body) ? CHARTER_MESSAGES.literalThreshold : null
}

/** What members accept: a change of any of it is a new version; the contact is not part of it. */
export type CharterText = { title: string; intro?: string | null; sections: readonly StoredCharterSection[] }

const textOf = (charter: CharterText) =>
  JSON.stringify([
    charter.title.trim(),
    (charter.intro ?? '').trim(),
    charter.sections.map((s) => [s.key, s.heading.trim(), s.body.trim(), [...(s.chapters ?? [])].sort()]),
  ])

export function nextCharterVersion(previous: CharterText & { version?: number | null }, next: CharterText): number {
  const version = previous.version ?? 1
  return textOf(previous) === textOf(next) ? version : version + 1
}

export const mustAcceptCharter = (acceptedVersion: number | null | undefined, currentVersion: number) =>
  (acceptedVersion ?? 0) < currentVersion

/** A section key: lower-case letters, digits and hyphens (it is the section's anchor on /charte). */
export const CHARTER_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const CHARTER_MESSAGES = {
  badKey: 'La clé ne contient que des minuscules sans accent, des chiffres et des tirets (ex. « confidentialite »).',
  duplicateKey: 'Chaque section a sa propre clé : deux sections ne peuvent pas avoir la même.',
  notCurrent:
    'Cette version de la charte n’est pas celle en vigueur : recharge la page pour lire et accepter la charte actuelle.',
  accepted: 'Merci, ton acceptation de la charte est enregistrée.',
  failed: 'Impossible d’enregistrer ton acceptation. Réessaye plus tard.',
  literalPrice:
    'Écris {prix_campagne} plutôt qu’un montant : le prix d’une campagne est celui des règles, et le site l’écrit à sa place.',
  literalThreshold:
    'Écris {seuil_points} plutôt qu’un nombre de points : le seuil du semestre est celui des règles, et le site l’écrit à sa place.',
  changeKindMissing:
    'Le texte de la charte a changé : choisis « Correction » (sans nouvelle acceptation) ou « Nouvelle version » (chaque membre l’accepte à nouveau).',
  summaryMissing: 'Résume ce qui change dans cette version : les membres le lisent avant de l’accepter.',
} as const

/**
 * What marketing chooses when the accepted text changes: a correction (a typo, a clearer word)
 * keeps the version; a new version is accepted again by every member, who first reads its summary.
 */
export const CHARTER_CHANGE_KINDS = {
  correction: 'Correction (les membres n’ont pas à l’accepter à nouveau)',
  new_version: 'Nouvelle version (chaque membre l’accepte à nouveau, après avoir lu le résumé)',
} as const
export type CharterChangeKind = keyof typeof CHARTER_CHANGE_KINDS

export const CHARTER_SUMMARY_MAX_LENGTH = 500

export type CharterSave =
  | { ok: true; version: number; published: boolean; summary: string | null }
  | { ok: false; path: 'change' | 'change_summary'; message: string }

/**
 * The version a save leaves in force. A text unchanged (or only its contact) changes nothing
 * whatever the choice; a changed text needs the choice, and a new version its summary.
 */
export function charterSave(
  previous: CharterText & { version?: number | null; version_summary?: string | null },
  next: CharterText,
  change: unknown,
  summary: unknown,
): CharterSave {
  const version = previous.version ?? 1
  const kept = { ok: true as const, version, published: false, summary: previous.version_summary ?? null }
  if (nextCharterVersion(previous, next) === version) return kept
  if (change === 'correction') return kept
  if (change !== 'new_version') return { ok: false, path: 'change', message: CHARTER_MESSAGES.changeKindMissing }
  const written = typeof summary === 'string' ? summary.trim() : ''
  if (!written) return { ok: false, path: 'change_summary', message: CHARTER_MESSAGES.summaryMissing }
  return { ok: true, version: version + 1, published: true, summary: written.slice(0, CHARTER_SUMMARY_MAX_LENGTH) }
}

export function charterKeysProblem(keys: readonly (string | null | undefined)[]): string | null {
  if (keys.some((key) => !key || !CHARTER_KEY.test(key))) return CHARTER_MESSAGES.badKey
  return new Set(keys).size === keys.length ? null : CHARTER_MESSAGES.duplicateKey
}

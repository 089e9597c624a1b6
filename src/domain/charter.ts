/** See docs/PRODUCT-RULES.md#charter. */

export const CHARTER_CHAPTERS = { signup: 'Inscription (/signup)', apply: 'Candidature (/apply)' } as const
export type CharterChapter = keyof typeof CHARTER_CHAPTERS

export type StoredCharterSection = {
  key: string
  heading: string
  body: string
  chapters?: readonly string[] | null
}

export type CharterSectionText = { key: string; heading: string; body: string }

export function charterSections(
  sections: readonly StoredCharterSection[],
  chapter?: CharterChapter,
): CharterSectionText[] {
  return sections
    .filter((section) => !chapter || (section.chapters ?? []).includes(chapter))
    .map(({ key, heading, body }) => ({ key, heading, body }))
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
} as const

export function charterKeysProblem(keys: readonly (string | null | undefined)[]): string | null {
  if (keys.some((key) => !key || !CHARTER_KEY.test(key))) return CHARTER_MESSAGES.badKey
  return new Set(keys).size === keys.length ? null : CHARTER_MESSAGES.duplicateKey
}

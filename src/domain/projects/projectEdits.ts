/** What an owner's edit changed, as the admin reads it in the project's journal. */

/** The action of an owner's edit in the journal; not a move, so it never silences the admins' e-mails. */
export const OWNER_EDIT_ACTION = 'project.edited'

const FIELD_LABELS = {
  title: 'Titre',
  summary: 'Résumé',
  project_url: 'Lien MVP',
  primary_target: 'Cible principale',
  secondary_target: 'Cible secondaire',
  company_links: 'Liens de l’entreprise',
  hero_image: 'Image principale',
  hero_image_alt: 'Texte alternatif de l’image',
  feedback_request: 'Ce que je cherche',
} as const

export type EditedField = keyof typeof FIELD_LABELS

/** A long text is cut: the sheet shows the whole latest version beside the journal. */
const SHOWN = 160

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return '(vide)'
  return `« ${text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text} »`
}

const LINKS = ['linkedin', 'instagram', 'facebook', 'website'] as const

type Content = Partial<Record<EditedField, unknown>>

/** One line per field changed: "Titre : « Avant » → « Après »". */
export function projectEditNotes(fields: readonly EditedField[], before: Content, after: Content): string {
  return fields
    .map((field) => {
      const label = FIELD_LABELS[field]
      if (field === 'hero_image') return `${label} : remplacée`
      if (field === 'company_links') {
        const was = (before.company_links ?? {}) as Record<string, unknown>
        const now = (after.company_links ?? {}) as Record<string, unknown>
        const links = LINKS.filter((link) => (was[link] ?? null) !== (now[link] ?? null))
        return `${label} : ${links.map((link) => `${link} ${shown(was[link])} → ${shown(now[link])}`).join(', ')}`
      }
      return `${label} : ${shown(before[field])} → ${shown(after[field])}`
    })
    .join('\n')
}

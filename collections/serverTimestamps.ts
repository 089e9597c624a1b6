import type { Field, FieldHook, SanitizedConfig } from 'payload'

import { nobodyField } from '@/access/nobody'

/** Payload's own timestamps: it writes them, and before this anyone allowed to write a document could too. */
export const SERVER_TIMESTAMPS = ['createdAt', 'updatedAt'] as const

/**
 * Dates that are not a record of when something happened but an input, chosen or typed and then
 * checked: every other date field of the config is the server's (`serverTimestamps` below).
 */
export const INPUT_DATES: Readonly<Record<string, string>> = {
  'projects.exposure_week_start':
    'La semaine d’exposition que l’équipe choisit en programmant une campagne (la machine à états la vérifie).',
  'legal.mentions.last_updated': 'La date « Dernière mise à jour » que l’équipe écrit avec le texte.',
  'legal.privacy.last_updated': 'La date « Dernière mise à jour » que l’équipe écrit avec le texte.',
  'legal.terms.last_updated': 'La date « Dernière mise à jour » que l’équipe écrit avec le texte.',
}

/**
 * Moments a user's request may cause (within what field access lets them): a member marks a
 * notification read, an admin marks a reporting processed, confirms an address or records a
 * deletion request asked by e-mail. The user says "now" (or clears it, where access allows);
 * the server writes when, and a moment once written stays.
 */
export const STAMPED_DATES: readonly string[] = [
  'notifications.read_at',
  'project-reports.processed_at',
  'members.email_confirmed_at',
  'members.deletion_requested_at',
]

type DateField = Field & {
  type: 'date'
  name: string
  access?: Record<string, unknown>
  hooks?: Record<string, unknown>
}

/** Every date field of an entity, with its dotted path (groups, tabs, arrays and blocks walked). */
export function dateFieldsOf(fields: readonly Field[], prefix = ''): { path: string; field: DateField }[] {
  const found: { path: string; field: DateField }[] = []
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' ? field.name : null
    if (field.type === 'date' && named) found.push({ path: `${prefix}${named}`, field: field as DateField })
    const inner = named ? `${prefix}${named}.` : prefix
    if ('fields' in field && Array.isArray(field.fields)) found.push(...dateFieldsOf(field.fields, inner))
    if (field.type === 'tabs')
      for (const tab of field.tabs)
        found.push(...dateFieldsOf(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    if (field.type === 'blocks')
      for (const block of field.blocks) found.push(...dateFieldsOf(block.fields, `${inner}${block.slug}.`))
  }
  return found
}

/**
 * A user's value is replaced by the server's moment; server code (no user: jobs, fixtures, the
 * modules that run with `overrideAccess`) writes its own. Cleared stays cleared; a moment already
 * written is kept (marking read twice does not move the first reading).
 */
const stampServerTime: FieldHook = ({ value, previousValue, req }) => {
  if (!req.user || value === null || value === undefined) return value
  return previousValue ?? new Date().toISOString()
}

/**
 * A member's feedback created "in 2099", a declaration "in 2020", an hour-old feedback given a new
 * `createdAt` to reopen its 15-minute edit window, a deletion request backdated past its delay: the
 * server alone sets the moments that decide a rule (created, updated, decided, validated, paid,
 * sent, requested, announced, used…), for every collection and global and every door, admins
 * included (an admin's correction is a new audited row). Found by enumerating the config's date
 * fields, so a new one is closed unless `INPUT_DATES` says why not. Payload adds `createdAt` and
 * `updatedAt` while sanitizing, so this runs on the sanitized config; server code writes them with
 * `overrideAccess`.
 */
export function serverTimestamps(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    for (const { path, field } of dateFieldsOf(entity.fields)) {
      const key = `${entity.slug}.${path}`
      if (Object.hasOwn(INPUT_DATES, key)) continue
      if (STAMPED_DATES.includes(key)) {
        const hooks = (field.hooks ?? {}) as { beforeChange?: FieldHook[] }
        field.hooks = { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), stampServerTime] }
        continue
      }
      field.access = { ...field.access, create: nobodyField, update: nobodyField }
    }
  }
  return config
}

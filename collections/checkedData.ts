import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import {
  APIError,
  type CollectionBeforeValidateHook,
  type Field,
  type GlobalBeforeValidateHook,
  type PayloadRequest,
  type SanitizedConfig,
  ValidationError,
} from 'payload'

import { drizzleFor } from '@/db/drizzleFor'

export const UNKNOWN_RELATION_MESSAGE = (label: string) =>
  `Le champ « ${label} » désigne un document qui n’existe pas : rien n’a été enregistré.`

type Reference = { label: string; target: string; id: unknown }

const labelOf = (field: Field & { name: string }) =>
  typeof (field as { label?: unknown }).label === 'string' ? (field as { label: string }).label : field.name

/** `3`, `{ id: 3 }`, `{ relationTo, value }` (polymorphic), or a list of them (hasMany). */
function referencesIn(field: Field & { name: string }, value: unknown, found: Reference[]) {
  if (value === null || value === undefined || value === '') return
  const relationTo = (field as { relationTo: string | string[] }).relationTo
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item === null || item === undefined) continue
    if (Array.isArray(relationTo)) {
      const { relationTo: target, value: id } = (item ?? {}) as { relationTo?: unknown; value?: unknown }
      const named = typeof target === 'string' && relationTo.includes(target) ? target : relationTo[0]
      found.push({
        label: labelOf(field),
        target: named,
        id: typeof id === 'object' && id ? (id as { id?: unknown }).id : id,
      })
    } else {
      const id = typeof item === 'object' ? (item as { id?: unknown }).id : item
      found.push({ label: labelOf(field), target: relationTo, id })
    }
  }
}

export const TYPE_MESSAGES = {
  text: 'Ce champ attend du texte.',
  number: 'Ce champ attend un nombre.',
  checkbox: 'Ce champ attend vrai ou faux.',
  group: 'Ce champ attend un groupe de champs.',
  array: 'Ce champ attend une liste.',
  select: 'Choisis une valeur de la liste.',
} as const

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

/** Why a value is not of its field's JSON type, or null; nothing is said where Payload reads several (dates, JSON…). */
function wrongType(field: Field & { name: string }, value: unknown, withSelects: boolean): string | null {
  if (value === null || value === undefined) return null
  const many = Boolean((field as { hasMany?: boolean }).hasMany)
  const each = (check: (item: unknown) => boolean) => (many ? Array.isArray(value) && value.every(check) : check(value))
  const isText = (item: unknown) => typeof item === 'string'
  if (TEXT_TYPES.has(field.type)) return each(isText) ? null : TYPE_MESSAGES.text
  if (withSelects && (field.type === 'select' || field.type === 'radio')) {
    return each(isText) ? null : TYPE_MESSAGES.select
  }
  if (field.type === 'number') {
    const isNumber = (item: unknown) =>
      typeof item === 'number' || (typeof item === 'string' && item.trim() !== '' && Number.isFinite(Number(item)))
    return each(isNumber) ? null : TYPE_MESSAGES.number
  }
  if (field.type === 'checkbox') return typeof value === 'boolean' ? null : TYPE_MESSAGES.checkbox
  if (field.type === 'group') return typeof value === 'object' && !Array.isArray(value) ? null : TYPE_MESSAGES.group
  if (field.type === 'array') return Array.isArray(value) ? null : TYPE_MESSAGES.array
  return null
}

type Findings = { references: Reference[]; errors: { path: string; message: string }[]; withSelects: boolean }

/**
 * Every relation the data names and every value not of its field's JSON type, in groups, rows, tabs and arrays
 * too: hooks read the data before Payload validates it, and one read `{"title": 123}` as text
 * (`s.title.trim is not a function`, a 500). A collection's selects keep their own French messages.
 */
function collect(fields: Field[], data: unknown, found: Findings, prefix = '') {
  if (!data || typeof data !== 'object') return
  const record = data as Record<string, unknown>
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) collect(tab.fields, record[tab.name], found, `${prefix}${tab.name}.`)
        else collect(tab.fields, record, found, prefix)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) collect(field.fields, record, found, prefix)
      continue
    }
    if (!(field.name in record)) continue
    const value = record[field.name]
    const path = `${prefix}${field.name}`
    const wrong = wrongType(field, value, found.withSelects)
    if (wrong) {
      found.errors.push({ path, message: wrong })
      continue
    }
    if (field.type === 'relationship' || field.type === 'upload') referencesIn(field, value, found.references)
    else if (field.type === 'group') collect(field.fields, value, found, `${path}.`)
    else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((row, index) => collect(field.fields, row, found, `${path}.${index}.`))
    }
  }
}

/**
 * Before any hook of ours reads the data, for every collection and global and every door: values of their
 * field's type, and relations to documents that exist (`{"project": -1}` reached the database's foreign key:
 * a 500 in English).
 */
async function refuseMalformedData(
  req: PayloadRequest,
  entity: { collection: string } | { global: string },
  fields: Field[],
  data: unknown,
) {
  const found: Findings = { references: [], errors: [], withSelects: 'global' in entity }
  collect(fields, data, found)
  if (found.errors.length > 0) throw new ValidationError({ ...entity, errors: found.errors }, req.t)
  if (found.references.length === 0) return
  const adapter = req.payload.db as unknown as PostgresAdapter
  const db = await drizzleFor(req.payload, req)
  for (const reference of found.references) {
    const id = typeof reference.id === 'string' && /^\d{1,15}$/.test(reference.id) ? Number(reference.id) : reference.id
    const target = (req.payload.collections as Record<string, { config: unknown } | undefined>)[reference.target]
      ?.config
    // Payload's own validation answers a value of the wrong shape, or a collection it does not know.
    if (!target || typeof id !== 'number' || !Number.isSafeInteger(id)) continue
    const snakeSlug = reference.target.replace(/-/g, '_')
    const table = adapter.tableNameMap.get(snakeSlug) ?? snakeSlug
    const { rows } = await db.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id}`)
    if (rows.length === 0) throw new APIError(UNKNOWN_RELATION_MESSAGE(reference.label), 400, null, true)
  }
}

/** Added to every collection and global of the sanitized config (Payload's own included). */
export function checkedData(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const hook: CollectionBeforeValidateHook = async ({ data, req }) => {
      await refuseMalformedData(req, { collection: collection.slug }, collection.fields, data)
      return data
    }
    collection.hooks.beforeValidate = [hook, ...(collection.hooks.beforeValidate ?? [])]
  }
  for (const global of config.globals) {
    const hook: GlobalBeforeValidateHook = async ({ data, req }) => {
      await refuseMalformedData(req, { global: global.slug }, global.fields, data)
      return data
    }
    global.hooks.beforeValidate = [hook, ...(global.hooks.beforeValidate ?? [])]
  }
  return config
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type CollectionSlug, type FlattenedField, type Payload } from 'payload'

import type { Member } from '@/payload-types'

/** Field types whose value is one column, read as the Local API returns it at depth 0. */
const ONE_COLUMN_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'code',
  'select',
  'radio',
  'number',
  'checkbox',
  'date',
  'json',
  'relationship',
  'upload',
])

type Column = { key: string; name: string }

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/** The ISO form the Local API gives dates (`toISOString`), built by PostgreSQL. */
const isoDate = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

function oneColumn(field: FlattenedField): boolean {
  if (
    !ONE_COLUMN_TYPES.has(field.type) ||
    (field as { hooks?: { afterRead?: unknown[] } }).hooks?.afterRead?.length ||
    field.localized
  )
    return false
  if ('hasMany' in field && field.hasMany) return false
  if ('relationTo' in field && typeof field.relationTo !== 'string') return false
  return !('virtual' in field && field.virtual)
}

/**
 * One statement giving a member's rows of a collection as the JSON the Local API returns them
 * to that member at depth 0, oldest first, or null when the collection holds what SQL cannot
 * read the Local API's way (uploads, several-valued fields, read hooks): then read it through
 * Payload. The fields' own read rules decide which columns the member gets.
 */
export async function ownRowsQuery(
  payload: Payload,
  member: Member,
  slug: CollectionSlug,
  ownerFields: readonly string[],
): Promise<{ text: string; values: unknown[] } | null> {
  const { config } = payload.collections[slug]
  if (config.upload || config.hooks.afterRead.length > 0) return null
  const adapter = payload.db as unknown as PostgresAdapter
  const tableName = adapter.tableNameMap.get(slug.replaceAll('-', '_'))
  const table = tableName ? (adapter.tables[tableName] as unknown as Record<string, { name: string }>) : undefined
  if (!tableName || !table) return null

  const req = await createLocalReq({ user: { ...member, collection: 'members' } }, payload)
  const columns: Column[] = [{ key: 'id', name: 'id' }]
  const dates = new Set<string>()
  for (const field of config.flattenedFields) {
    if (field.type === 'join') continue
    if ('hidden' in field && field.hidden) continue
    const readRule = field.access?.read
    if (readRule && !(await readRule({ req, doc: undefined, siblingData: undefined, data: undefined }))) continue
    if (!oneColumn(field) || !table[field.name]) return null
    columns.push({ key: field.name, name: table[field.name].name })
    if (field.type === 'date') dates.add(field.name)
  }
  const owners = ownerFields.map((field) => table[field]?.name)
  if (owners.length === 0 || owners.some((owner) => !owner)) return null

  const values = columns.map(({ key, name }) => {
    const column = `t.${quoted(name)}`
    return `${dates.has(key) ? isoDate(column) : column} as ${quoted(key)}`
  })
  // The scalar subquery keeps the outer ORDER BY authoritative and each row's keys in field order.
  const text = `select (select row_to_json(r) from (select ${values.join(', ')}) r)::text as doc
    from ${quoted(tableName)} t where ${owners.map((owner) => `t.${quoted(owner!)} = $1`).join(' or ')}
    order by t.created_at, t.id`
  return { text, values: [member.id] }
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'

/** A field of a collection that names a member: the way the erasure and the export find a member's rows. */
export type MemberRelation = { field: string; column: string | null; polymorphic: boolean }

const namesMembers = (relationTo: string | string[]) =>
  Array.isArray(relationTo) ? relationTo.includes('members') : relationTo === 'members'

/** Field names that hold an address or a person's name without being a relation. */
const PERSONAL_NAME = /(^|_)(email|e_mail|phone|first_name|last_name|address)(_|$)|^email_to$/i

function walk(fields: FlattenedField[], visit: (field: FlattenedField, nested: boolean) => void, nested = false) {
  for (const field of fields) {
    visit(field, nested)
    if ('flattenedFields' in field && Array.isArray(field.flattenedFields)) walk(field.flattenedFields, visit, true)
    if (field.type === 'blocks') for (const block of field.blocks) walk(block.flattenedFields, visit, true)
  }
}

/**
 * Every field naming a member, read from the config (nested ones included, with no column of
 * the collection's own table): nothing is typed by hand, so a new collection is seen at once.
 */
export function memberRelationsOf(collection: SanitizedCollectionConfig, payload?: Payload): MemberRelation[] {
  const adapter = payload?.db as unknown as PostgresAdapter | undefined
  const tableName = adapter?.tableNameMap.get(collection.slug.replaceAll('-', '_'))
  const table = tableName ? (adapter?.tables[tableName] as unknown as Record<string, { name: string }>) : undefined
  const relations: MemberRelation[] = []
  walk(collection.flattenedFields, (field, nested) => {
    if ((field.type !== 'relationship' && field.type !== 'upload') || !namesMembers(field.relationTo)) return
    const polymorphic = Array.isArray(field.relationTo) || Boolean('hasMany' in field && field.hasMany)
    const column = !nested && !polymorphic && table?.[field.name] ? table[field.name].name : null
    relations.push({ field: field.name, column, polymorphic })
  })
  return relations
}

/** Fields that hold personal data by themselves: addresses, names, the auth collection's identity. */
export function personalFieldsOf(collection: SanitizedCollectionConfig): string[] {
  const fields: string[] = []
  walk(collection.flattenedFields, (field) => {
    if (field.type === 'email' || ('name' in field && PERSONAL_NAME.test(field.name))) fields.push(field.name)
  })
  return fields
}

/**
 * A collection's own top-level address fields, for rows that name a member by their address alone
 * (the Batch 2 list keeps an address, not an account). Staff accounts are never searched by a
 * member's address: a staff account is not the member's data, whatever address it has.
 */
export function addressFieldsOf(collection: SanitizedCollectionConfig): string[] {
  if (collection.auth) return []
  return collection.flattenedFields.filter((field) => field.type === 'email').map((field) => field.name)
}

/** Whether a collection needs a stated rule other than "holds nothing of a member". */
export const holdsMemberData = (collection: SanitizedCollectionConfig): boolean =>
  memberRelationsOf(collection).length > 0 || personalFieldsOf(collection).length > 0

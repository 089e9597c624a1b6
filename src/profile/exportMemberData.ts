import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest, type Where } from 'payload'
import PgCursor from 'pg-cursor'

import { asSignedInMember } from '@/access/utilities'
import { frenchDateTime } from '@/domain/french'
import { keysetSort, keysetWhere, type Cursor } from '@/domain/request/listParams'
import { relationId } from '@/domain/relationId'
import type { Member } from '@/payload-types'
import { downloadablePdf } from '@/payments/facturX'
import { EXPORT_RULES } from '@/privacy/memberDataRules'
import { addressFieldsOf, memberRelationsOf } from '@/privacy/memberRelations'
import { readStoredUpload, type StoredUpload } from '@/uploads/readStoredUpload'

import { ownRowsQuery } from './ownRowsQuery'

const SECRET_FIELDS = [
  'hash',
  'salt',
  'password',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  '_verificationToken',
  'collection',
] as const

/** Rows read and written at a time: the export holds one page, whatever the member's history. */
export const EXPORT_PAGE_SIZE = 500

type Row = { id: number; createdAt: string }
type Page = { docs: unknown[] }
/** What the export needs of a pooled connection: to run a cursor on it, and to give it back. */
type CursorClient = { query<T extends PgCursor>(cursor: T): T; release(error?: Error): void }
type PageReader = (where: Where[], sort: string[], limit: number) => Promise<Page>

/**
 * A page at a time, so 20,000 notifications cost a newcomer's memory. A member's own rows
 * come through one cursor per table (one statement, read a page at a time, whatever the history);
 * what SQL cannot read the Local API's way is read through Payload by keyset pages. Read as the
 * member, so access rules drop what they may not see.
 */
export function memberExportStream(
  payload: Payload,
  member: Member,
  exportedAt = new Date(),
  pageSize = EXPORT_PAGE_SIZE,
): ReadableStream<Uint8Array> {
  const chunks = exportChunks(payload, member, exportedAt, pageSize)
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    // Read on demand: the next page is fetched only once the previous one has been taken.
    async pull(controller) {
      const { value, done } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}

/** One part of the export: a collection's rows naming the member, under `key`. */
export type ExportSection = {
  key: string
  slug: CollectionSlug
  /** The member relations the rows are found by (any of them names the member). */
  ownerFields: string[]
  /**
   * For a collection that names nobody by relation, its address fields: its rows holding the
   * member's address are theirs (their Batch 2 list entry). Not searched where a relation finds the
   * member's rows: those of other members that merely mention the address are not theirs.
   */
  addressFields: string[]
  /** Only these fields (the team's records about the member); otherwise what field access lets them read. */
  fields?: readonly string[]
}

/**
 * The export's parts, read from the config: every collection with a relation to a member, or
 * else an address field, is exported unless `EXPORT_RULES` states why not
 * (`tests/int/member-export.int.test.ts`).
 */
export function exportPlan(payload: Payload): {
  sections: ExportSection[]
  skipped: { collection: string; why: string }[]
} {
  const sections: ExportSection[] = []
  const skipped: { collection: string; why: string }[] = []
  for (const collection of payload.config.collections) {
    const relations = memberRelationsOf(collection, payload)
    const addressFields = relations.length === 0 ? addressFieldsOf(collection) : []
    if (relations.length === 0 && addressFields.length === 0) continue
    const rule = Object.hasOwn(EXPORT_RULES, collection.slug) ? EXPORT_RULES[collection.slug] : undefined
    if (rule && 'skip' in rule) {
      skipped.push({ collection: collection.slug, why: rule.skip })
      continue
    }
    const ownerFields = relations.flatMap((relation) => (relation.column ? [relation.field] : []))
    if (ownerFields.length === 0 && addressFields.length === 0) continue
    sections.push({
      key: collection.slug.replaceAll('-', '_'),
      slug: collection.slug as CollectionSlug,
      ownerFields,
      addressFields,
      fields: rule && 'fields' in rule ? rule.fields : undefined,
    })
  }
  return { sections, skipped }
}

/** Who the export is for: their account, and the address rows without an account name them by. */
export type ExportedMember = Pick<Member, 'id' | 'email'>

export const ofMember = (section: ExportSection, member: ExportedMember): Where => ({
  or: [
    ...section.ownerFields.map((field) => ({ [field]: { equals: member.id } })),
    ...section.addressFields.map((field) => ({ [field]: { equals: member.email } })),
  ],
})

/** What the member may read of their own row, field by field (the row is theirs; some fields are the team's). */
async function readableByMember(
  payload: Payload,
  slug: CollectionSlug,
  doc: Record<string, unknown>,
  req: PayloadRequest,
) {
  const visible: Record<string, unknown> = {}
  const fields = new Map(payload.collections[slug].config.flattenedFields.map((field) => [field.name, field]))
  for (const [name, value] of Object.entries(doc)) {
    const rule = fields.get(name)?.access?.read
    if (rule && !(await rule({ req, doc, siblingData: doc, data: doc, id: doc.id as number }))) continue
    visible[name] = value
  }
  return visible
}

/** Counted first, for the readable summary at the top. */
export async function countOf(payload: Payload, section: ExportSection, member: ExportedMember): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: section.slug,
    where: ofMember(section, member),
    overrideAccess: true,
  })
  return totalDocs
}

async function* exportChunks(
  payload: Payload,
  member: Member,
  exportedAt: Date,
  pageSize: number,
): AsyncGenerator<string> {
  const user = asSignedInMember(member)
  const req = await createLocalReq({ user }, payload)
  const { sections, skipped } = exportPlan(payload)

  const record: Record<string, unknown> = {
    ...(await payload.findByID({ collection: 'members', id: member.id, user, overrideAccess: false, depth: 0 })),
  }
  for (const field of SECRET_FIELDS) delete record[field]

  const counts = new Map<string, number>()
  for (const section of sections) counts.set(section.key, await countOf(payload, section, member))
  const summary = [
    `Toutes les données que la Tryb détient sur toi au ${frenchDateTime(exportedAt)}.`,
    `Ta fiche : ${String(record.first_name ?? '')} ${String(record.last_name ?? '')} <${String(record.email ?? '')}>.`,
    ...sections.map((section) => {
      const { labels } = payload.collections[section.slug].config
      return `${typeof labels.plural === 'string' ? labels.plural : section.key} : ${counts.get(section.key)} (clé « ${section.key} »)`
    }),
    'Les fichiers que tu as déposés sont dans « files » et tes factures et avoirs en PDF dans « invoice_pdfs » (contenu en base64).',
    ...skipped.map(({ collection, why }) => `Non inclus, ${collection} : ${why}`),
  ]
  yield `{\n  "exported_at": ${JSON.stringify(exportedAt.toISOString())},\n  "summary": ${JSON.stringify(summary, null, 4).replace(/\n/g, '\n  ')},\n  "member": ${JSON.stringify(record)}`

  let client: CursorClient | null = null
  try {
    for (const section of sections) {
      // Rows found by address are a few (one list entry): Payload's find reads them.
      const query =
        section.fields || section.addressFields.length > 0
          ? null
          : await ownRowsQuery(payload, member, section.slug, section.ownerFields)
      if (query) {
        client ??= (await (payload.db as unknown as PostgresAdapter).pool.connect()) as unknown as CursorClient
        yield* cursorSection(section.key, client, query, pageSize)
        continue
      }
      const select = section.fields
        ? Object.fromEntries([...section.fields, 'id', 'createdAt'].map((field) => [field, true as const]))
        : undefined
      yield* section_(
        section.key,
        async (where, sort, limit) => {
          const { docs } = await payload.find({
            collection: section.slug,
            where: { and: [ofMember(section, member), ...where] },
            sort,
            limit,
            pagination: false,
            depth: 0,
            overrideAccess: true,
            ...(select ? { select } : {}),
          })
          if (select) return { docs }
          const visible = []
          for (const doc of docs)
            visible.push(await readableByMember(payload, section.slug, doc as unknown as Record<string, unknown>, req))
          return { docs: visible }
        },
        pageSize,
      )
    }
  } catch (error) {
    // A connection whose cursor failed goes out of the pool rather than back into it.
    client?.release(error instanceof Error ? error : new Error(String(error)))
    client = null
    throw error
  } finally {
    client?.release()
  }
  yield* fileSection(payload, req, sections, member)
  yield* billingDocumentPdfSection(payload, member.id)
  yield `,\n  "not_exported": ${JSON.stringify(skipped)}\n}\n`
}

/** The files the member uploaded, one at a time (the largest is a few MiB). */
async function* fileSection(payload: Payload, req: PayloadRequest, sections: ExportSection[], member: ExportedMember) {
  yield ',\n  "files": ['
  let written = 0
  for (const section of sections) {
    if (!payload.collections[section.slug].config.upload) continue
    let page = 1
    for (;;) {
      const { docs, hasNextPage } = await payload.find({
        collection: section.slug,
        where: ofMember(section, member),
        sort: 'id',
        page,
        limit: 20,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of docs as (StoredUpload & { mimeType?: string | null; filesize?: number | null })[]) {
        const content = await readStoredUpload(req, section.slug, doc)
        const entry = {
          collection: section.slug,
          id: doc.id,
          filename: doc.filename ?? null,
          mimeType: doc.mimeType ?? null,
          size: doc.filesize ?? null,
          content_base64: content ? content.toString('base64') : null,
        }
        yield `${written++ === 0 ? '' : ','}\n    ${JSON.stringify(entry)}`
      }
      if (!hasNextPage) break
      page += 1
    }
  }
  yield written === 0 ? ']' : '\n  ]'
}

/** Invoices and credit notes as the PDF the member downloads from their payments. */
async function* billingDocumentPdfSection(payload: Payload, memberId: number) {
  yield ',\n  "invoice_pdfs": ['
  let written = 0
  let page = 1
  for (;;) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'invoices',
      where: { member: { equals: memberId } },
      sort: 'id',
      page,
      limit: 20,
      depth: 0,
      overrideAccess: true,
    })
    for (const invoice of docs) {
      const creditedId = relationId(invoice.credited_invoice)
      const credited = creditedId
        ? await payload.findByID({ collection: 'invoices', id: creditedId, depth: 0, overrideAccess: true })
        : null
      const pdf = await downloadablePdf(invoice, credited)
      const entry = {
        number: invoice.number,
        filename: `${invoice.number}.pdf`,
        content_base64: pdf.toString('base64'),
      }
      yield `${written++ === 0 ? '' : ','}\n    ${JSON.stringify(entry)}`
    }
    if (!hasNextPage) break
    page += 1
  }
  yield written === 0 ? ']' : '\n  ]'
}

const rowsText = (rows: string[], written: number) =>
  rows.map((row, index) => `${written + index === 0 ? '' : ','}\n    ${row}`).join('')

/** The rows as PostgreSQL wrote their JSON, a page per read of one cursor: one statement for the table. */
async function* cursorSection(
  key: string,
  client: CursorClient,
  query: { text: string; values: unknown[] },
  pageSize: number,
): AsyncGenerator<string> {
  yield `,\n  ${JSON.stringify(key)}: [`
  const cursor = client.query(new PgCursor<{ doc: string }>(query.text, query.values))
  let written = 0
  try {
    for (;;) {
      const rows = await cursor.read(pageSize)
      if (rows.length > 0)
        yield rowsText(
          rows.map((row) => row.doc),
          written,
        )
      written += rows.length
      if (rows.length < pageSize) break
    }
  } finally {
    await cursor.close()
  }
  yield written === 0 ? ']' : '\n  ]'
}

async function* section_(key: string, read: PageReader, pageSize: number): AsyncGenerator<string> {
  yield `,\n  ${JSON.stringify(key)}: [`
  let cursor: Cursor | null = null
  let written = 0
  for (;;) {
    const { docs } = await read(cursor ? [keysetWhere(cursor, 'oldest')] : [], keysetSort(null, 'oldest'), pageSize)
    if (docs.length > 0)
      yield rowsText(
        docs.map((doc) => JSON.stringify(doc)),
        written,
      )
    written += docs.length
    if (docs.length < pageSize) break
    const last = docs.at(-1) as Row
    cursor = { createdAt: last.createdAt, id: last.id, direction: 'after' }
  }
  yield written === 0 ? ']' : '\n  ]'
}

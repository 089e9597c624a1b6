import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, Where } from 'payload'
import PgCursor from 'pg-cursor'

import { asSignedInMember } from '@/access/utilities'
import { keysetSort, keysetWhere, type Cursor } from '@/domain/listParams'
import type { Member } from '@/payload-types'

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

const OWN_ROW_COLLECTIONS = [
  ['avatars', 'avatars', 'uploader'],
  ['votes', 'votes', 'member'],
  ['declared_actions', 'declared-actions', 'member'],
  ['referrals', 'referrals', 'member'],
  ['points_ledger', 'points-ledger', 'member'],
  ['project_reports', 'project-reports', 'member'],
  ['notifications', 'notifications', 'member'],
] as const satisfies readonly (readonly [string, CollectionSlug, string])[]

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

async function* exportChunks(
  payload: Payload,
  member: Member,
  exportedAt: Date,
  pageSize: number,
): AsyncGenerator<string> {
  const user = asSignedInMember(member)
  const asMember = { user, overrideAccess: false as const, depth: 0 }

  const record: Record<string, unknown> = {
    ...(await payload.findByID({ collection: 'members', id: member.id, ...asMember })),
  }
  for (const field of SECRET_FIELDS) delete record[field]
  yield `{\n  "exported_at": ${JSON.stringify(exportedAt.toISOString())},\n  "member": ${JSON.stringify(record)}`

  // Project owners cannot be queried by members (the owner stays anonymous), so the server
  // finds the ids (a member owns a few projects), then reads the projects as the member.
  const projectIds = (
    await payload.find({
      collection: 'projects',
      where: { owner: { equals: member.id } },
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
  ).docs.map((project) => project.id)
  yield* section(
    'projects',
    (where, sort, limit) =>
      projectIds.length
        ? payload.find({
            collection: 'projects',
            where: { and: [{ id: { in: projectIds } }, ...where] },
            sort,
            limit,
            pagination: false,
            ...asMember,
          })
        : Promise.resolve({ docs: [] }),
    pageSize,
  )

  let client: CursorClient | null = null
  try {
    for (const [key, collection, owner] of OWN_ROW_COLLECTIONS) {
      const query = await ownRowsQuery(payload, member, collection, owner)
      if (query) {
        client ??= (await (payload.db as unknown as PostgresAdapter).pool.connect()) as unknown as CursorClient
        yield* cursorSection(key, client, query, pageSize)
        continue
      }
      yield* section(
        key,
        (where, sort, limit) =>
          payload.find({
            collection,
            where: { and: [{ [owner]: { equals: member.id } }, ...where] },
            sort,
            limit,
            pagination: false,
            ...asMember,
          }),
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
  yield '\n}\n'
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

async function* section(key: string, read: PageReader, pageSize: number): AsyncGenerator<string> {
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

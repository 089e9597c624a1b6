/**
 * `BENCH_GROWN_DATABASE_URL=… node scripts/ts.mjs bench/explainReads.ts`: the statements of the admin lists'
 * reads (candidatures, envois, entraide) on a grown database (`BENCH_KEEP_DATABASE=1` of `BENCH_SCALE_ONLY`), each
 * run again under EXPLAIN (ANALYZE, BUFFERS). Prints each plan with the tables it reads whole and the rows it sorts.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'
import pg, { type Client } from 'pg'

import { closePayload } from '../src/db/closePayload'
import { parseApplicationFilters } from '../src/domain/applications/adminApplications'
import { parseEmailLogFilters, EMAIL_LOG_PAGE_SIZE } from '../src/domain/email/emailLogFilters'
import { ringThresholds } from '../src/domain/support/supportRings'
import { listApplications } from '../src/moderation/applications'
import { findSupportRings } from '../src/moderation/supportRings'
import { listEmailLog } from '../src/outbox/emailLog'

type Statement = { text: string; values: unknown[] }

async function captured(payload: Payload, work: () => Promise<unknown>): Promise<Statement[]> {
  const { prototype } = ((payload.db as unknown as PostgresAdapter).pool as unknown as { Client: typeof Client }).Client
  const statements: Statement[] = []
  const original = prototype.query
  prototype.query = function (this: Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown[] | undefined]
    const text = typeof first === 'string' ? first : (first?.text ?? '')
    const values = (Array.isArray(second) ? second : typeof first === 'string' ? [] : first?.values) ?? []
    if (/^\s*(select|with)\b/i.test(text)) statements.push({ text, values })
    return (original as (...args: unknown[]) => unknown).apply(this, args)
  } as typeof original
  try {
    await work()
  } finally {
    prototype.query = original
  }
  return statements
}

async function explain(client: pg.Client, label: string, statements: Statement[]) {
  console.info(`\n===== ${label} : ${statements.length} requêtes`)
  for (const { text, values } of statements) {
    const { rows } = await client.query(`explain (analyze, buffers) ${text}`, values)
    const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN'])
    const time = plan.find((line) => line.startsWith('Execution Time'))
    const whole = plan.filter((line) => /Seq Scan on/.test(line)).map((line) => line.trim())
    const sorts = plan.filter((line) => /->\s+Sort\s/.test(line)).map((line) => line.trim())
    console.info(`\n--- ${time} · ${text.replace(/\s+/g, ' ').slice(0, 160)}`)
    for (const line of [...whole, ...sorts]) console.info(`    ${line}`)
    if (process.env.EXPLAIN_FULL) console.info(plan.join('\n'))
  }
}

async function main() {
  const url = process.env.BENCH_GROWN_DATABASE_URL
  if (!url) throw new Error('BENCH_GROWN_DATABASE_URL manquant')
  Object.assign(process.env, { DATABASE_URL: url, TRYB_DISABLE_JOB_AUTORUN: 'true' })
  process.env.PAYLOAD_SECRET ||= 'explain-reads'
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@tryb.local' } } })
    const admin = { ...docs[0], collection: 'users' as const }
    const { filters, cursor } = parseEmailLogFilters({})
    const reads: [string, () => Promise<unknown>][] = [
      ['/admin/candidatures', () => listApplications(payload, admin, parseApplicationFilters({}))],
      ['/admin/envois', () => listEmailLog(payload, filters, cursor, EMAIL_LOG_PAGE_SIZE)],
      [
        '/admin/entraide',
        async () => findSupportRings(payload, ringThresholds(await payload.findGlobal({ slug: 'rules', depth: 0 }))),
      ],
    ]
    for (const [label, read] of reads) await explain(client, label, await captured(payload, read))
  } finally {
    await client.end()
    await closePayload(payload)
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error('[explain]', error)
    process.exit(1)
  })

import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { counterKey, documentNumber, type BillingDocumentKind } from '@/domain/payments/payments'

/** A locked counter row, not a sequence: a rolled-back issue gives its number back, so no gap and no duplicate. */
export async function nextDocumentNumber(req: PayloadRequest, kind: BillingDocumentKind, year: number) {
  if (!req.transactionID) throw new Error('A document number is taken in the transaction that issues the document.')
  const db = await drizzleFor(req.payload, req)
  const series = counterKey(kind, year)
  const now = new Date().toISOString()
  const result = await db.execute(sql`
    insert into invoice_counters (series, last_number, created_at, updated_at)
    values (${series}, 1, ${now}, ${now})
    on conflict (series) do update
      set last_number = invoice_counters.last_number + 1, updated_at = excluded.updated_at
    returning last_number`)
  const sequence = Number((result.rows[0] as { last_number: number | string }).last_number)
  return { sequence, number: documentNumber(kind, year, sequence) }
}

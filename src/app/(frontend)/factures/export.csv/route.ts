import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { isAdmin } from '@/access/utilities'
import { billingDocumentsCsv, type BillingDocumentRow } from '@/domain/payments/billingDocumentExport'
import { parisCalendarDay } from '@/domain/payments/payments'
import { notFoundDocument } from '@/errors/notFoundDocument'

const PAGE = 500

/** Anyone but an admin gets a 404. Read a page at a time through the collection's access. */
export async function GET(): Promise<Response> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  if (!isAdmin(user)) {
    return notFoundDocument()
  }
  const rows: BillingDocumentRow[] = []
  // Keyset pages on the id (page numbers stop at the lists' depth limit).
  for (let after = 0; ;) {
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { id: { greater_than: after } },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    for (const invoice of docs) {
      rows.push({
        number: invoice.number,
        kind: invoice.kind,
        issuedAt: invoice.issued_at,
        buyer: invoice.buyer_name,
        htCents: invoice.ht_cents,
        vatCents: invoice.vat_cents,
        ttcCents: invoice.ttc_cents,
        method: invoice.method,
      })
    }
    if (docs.length < PAGE) break
    after = docs[docs.length - 1].id
  }
  return new Response(billingDocumentsCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="factures-${parisCalendarDay(new Date())}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

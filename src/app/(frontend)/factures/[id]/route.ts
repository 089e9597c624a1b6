import config from '@payload-config'
import { getPayload } from 'payload'

import { relationId } from '@/domain/relationId'
import { downloadablePdf } from '@/payments/facturX'
import { ownerOrStaffViewer } from '@/auth/ownerOrStaffViewer'
import { notFoundDocument } from '@/errors/notFoundDocument'

/** Anyone else gets the 404 of a missing invoice, so nothing tells it exists. Never cached. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const raw = (await params).id
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null
  const notFound = notFoundDocument
  if (!id) return notFound()
  const user = await ownerOrStaffViewer(`/factures/${id}`)
  const payload = await getPayload({ config })
  const invoice = await payload.findByID({
    collection: 'invoices',
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!invoice) return notFound()
  const creditedId = relationId(invoice.credited_invoice)
  const credited = creditedId
    ? await payload.findByID({ collection: 'invoices', id: creditedId, depth: 0, overrideAccess: false, user })
    : null
  const pdf = await downloadablePdf(invoice, credited)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

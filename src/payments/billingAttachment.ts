import type { Payload } from 'payload'

import { relationId } from '@/domain/relationId'

import { downloadablePdf } from './facturX'

/**
 * An invoice or credit note attached to the e-mail that announces it, as the download serves it
 * (the Factur-X PDF/A-3 with its XML): the accountant gets the document, not only a link behind a
 * sign-in. Drawn at sending from the stored copy, so a resent e-mail carries the same document.
 */
export async function billingDocumentAttachment(payload: Payload, documentId: number) {
  const document = await payload.findByID({ collection: 'invoices', id: documentId, depth: 0, overrideAccess: true })
  const creditedId = relationId(document.credited_invoice)
  const credited = creditedId
    ? await payload.findByID({ collection: 'invoices', id: creditedId, depth: 0, overrideAccess: true })
    : null
  return {
    filename: `${document.number}.pdf`,
    content: await downloadablePdf(document, credited),
    contentType: 'application/pdf',
  }
}

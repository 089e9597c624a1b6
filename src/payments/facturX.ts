import { InvoiceService } from '@e-invoice-eu/core'

import { facturXInvoice, type FacturXSource } from '@/domain/facturX'
import type { Seller } from '@/domain/seller'
import type { Invoice } from '@/payload-types'

import { invoicePdf } from './invoicePdf'

/** EN 16931 ("Comfort"): the profile of France's e-invoicing reform that holds every mention. */
export const FACTURX_FORMAT = 'Factur-X-EN16931'

/** The library's logger: its messages go to ours, prefixed. */
const logger = {
  log: (message: string) => console.log(`[factur-x] ${message}`),
  warn: (message: string) => console.warn(`[factur-x] ${message}`),
  error: (message: string) => console.error(`[factur-x] ${message}`),
}

export function facturXSource(invoice: Invoice, credited: Invoice | null): FacturXSource {
  return {
    number: invoice.number,
    kind: invoice.kind,
    issuedAt: invoice.issued_at,
    paidAt: invoice.paid_at,
    description: invoice.description,
    buyerName: invoice.buyer_name,
    buyerAddress: invoice.buyer_address,
    seller: invoice.seller as Seller,
    htCents: invoice.ht_cents,
    vatRate: invoice.vat_rate,
    vatCents: invoice.vat_cents,
    ttcCents: invoice.ttc_cents,
    method: invoice.method,
    credited: credited ? { number: credited.number, issuedAt: credited.issued_at } : null,
  }
}

/**
 * The Factur-X PDF/A-3: our PDF as the visual, the CII XML attached as `factur-x.xml`. The library
 * first checks the data against its EN 16931 schema and throws (an ajv ValidationError) when it fails.
 */
export async function facturXPdf(invoice: Invoice, credited: Invoice | null, visual: Buffer): Promise<Buffer> {
  const rendered = await new InvoiceService(logger).generate(facturXInvoice(facturXSource(invoice, credited)), {
    format: FACTURX_FORMAT,
    lang: 'fr-fr',
    pdf: { buffer: new Uint8Array(visual), filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
    noWarnings: true,
  })
  if (typeof rendered === 'string') throw new Error('Factur-X: the library returned XML instead of a PDF')
  return Buffer.from(rendered)
}

/** What a download serves: the Factur-X, or our plain PDF (every legal mention) if it cannot be made. */
export async function downloadablePdf(invoice: Invoice, credited: Invoice | null): Promise<Buffer> {
  const visual = await invoicePdf(invoice, credited?.number ?? null)
  try {
    return await facturXPdf(invoice, credited, visual)
  } catch (error) {
    console.error(`Factur-X non généré pour ${invoice.number}, PDF simple servi :`, error)
    return visual
  }
}

import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, PDFRef } from '@cantoo/pdf-lib'
import { InvoiceService } from '@e-invoice-eu/core'

import { facturXDocumentInfo, facturXInvoice, type FacturXSource } from '@/domain/payments/facturX'
import type { Seller } from '@/domain/payments/seller'
import type { Invoice } from '@/payload-types'

import { billingDocumentPdf } from './billingDocumentPdf'

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
  return describedInFrench(rendered, facturXSource(invoice, credited))
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The text of each XMP element named, replaced (the element's own markup kept). */
function withXmpValues(xmp: string, values: Record<string, string>): string {
  return Object.entries(values).reduce(
    (text, [element, value]) =>
      text.replace(
        new RegExp(`(<${element}>(?:\\s*<rdf:(?:Alt|Seq)>\\s*<rdf:li[^>]*>)?)[^<]*`),
        (_, opening: string) => `${opening}${escapeXml(value)}`,
      ),
    xmp,
  )
}

/**
 * The library titles the document "<seller>: Invoice F…" in English, and writes its XMP packet one
 * byte per character (a seller's "é" came out as a stray byte): the title, subject, keywords and
 * author are written again in French, in the document's information and in its XMP, in UTF-8, so
 * that both say the same thing, as PDF/A asks.
 */
async function describedInFrench(rendered: Uint8Array, source: FacturXSource): Promise<Buffer> {
  const info = facturXDocumentInfo(source)
  const document = await PDFDocument.load(rendered, { updateMetadata: false })
  document.setTitle(info.title)
  document.setSubject(info.subject)
  document.setKeywords(info.keywords)
  document.setAuthor(info.author)
  const metadataRef = document.catalog.get(PDFName.of('Metadata'))
  const metadata = document.catalog.lookup(PDFName.of('Metadata'))
  if (metadataRef instanceof PDFRef && metadata instanceof PDFRawStream) {
    const xmp = Buffer.from(decodePDFRawStream(metadata).decode()).toString('latin1')
    const described = withXmpValues(xmp, {
      'dc:title': info.title,
      'dc:description': info.subject,
      'dc:creator': info.author,
      'pdf:Producer': document.getProducer() ?? '',
    })
    // The PDF's table of objects (pdf-lib calls it `context`; named apart from a request's context).
    const { context: objects } = document
    const stream = objects.stream(new TextEncoder().encode(described), { Type: 'Metadata', Subtype: 'XML' })
    objects.assign(metadataRef, stream)
  }
  return Buffer.from(await document.save())
}

/** What a download serves: the Factur-X, or our plain PDF (every legal mention) if it cannot be made. */
export async function downloadablePdf(invoice: Invoice, credited: Invoice | null): Promise<Buffer> {
  const visual = await billingDocumentPdf(invoice, credited)
  try {
    return await facturXPdf(invoice, credited, visual)
  } catch (error) {
    console.error(`Factur-X non généré pour ${invoice.number}, PDF simple servi :`, error)
    return visual
  }
}

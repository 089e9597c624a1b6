import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { InvoiceService } from '@e-invoice-eu/core'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { facturXInvoice } from '@/domain/payments/facturX'
import { parisDay, VAT_EXEMPTION_MENTION } from '@/domain/payments/payments'
import type { Invoice } from '@/payload-types'
import { downloadablePdf, FACTURX_FORMAT, facturXSource } from '@/payments/facturX'
import { billingDocumentPdf } from '@/payments/billingDocumentPdf'
import { refundPayment } from '@/payments/refundPayment'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { payForProject } from '../helpers/payments'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const quiet = { log: () => {}, warn: () => {}, error: () => {} }

/** Poppler's view of a PDF: its attachments' names, the `factur-x.xml` one's text, its page text. */
function readPdf(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'facturx-'))
  const file = path.join(dir, 'document.pdf')
  writeFileSync(file, pdf)
  const attachments = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' })
    .split('\n')
    .flatMap((line) => /^\d+: (.+)$/.exec(line)?.[1] ?? [])
  let xml: string | null = null
  const index = attachments.indexOf('factur-x.xml')
  if (index >= 0) {
    execFileSync('pdfdetach', ['-save', String(index + 1), '-o', path.join(dir, 'factur-x.xml'), file])
    xml = readFileSync(path.join(dir, 'factur-x.xml'), 'utf8')
  }
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  const metadata = execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' })
  const info = Object.fromEntries(
    execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      .split('\n')
      .flatMap((line) => {
        const field = /^(\w+):\s+(.*)$/.exec(line)
        return field ? [[field[1], field[2]]] : []
      }),
  )
  return { attachments, xml, text, metadata, info }
}

async function paidInvoice(name: string) {
  await payload.updateGlobal({ slug: 'billing', data: { siren: '123 456 789' } })
  const member = await createMember(payload, 'active', name, {
    billing_name: `${name} Studio EURL`,
    billing_address: '8 rue des Lilas\n33000 Bordeaux',
  })
  const project = await createProject(payload, member, { status: 'pending', title: `Atelier ${name}` })
  await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
  await payForProject(payload, project.id)
  const { docs } = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
  expect(docs).toHaveLength(1)
  return { project, invoice: docs[0] }
}

describe('the Factur-X invoice', () => {
  it('a paid invoice: the library accepts its data, the PDF/A-3 embeds factur-x.xml with number, totals and SIREN', async () => {
    const { invoice } = await paidInvoice('Claire')

    // The library's own check of the data against its EN 16931 schema passes (it throws otherwise).
    const xml = await new InvoiceService(quiet).generate(facturXInvoice(facturXSource(invoice, null)), {
      format: 'CII',
      lang: 'fr-fr',
    })
    expect(xml).toContain(`<ram:ID>${invoice.number}</ram:ID>`)

    const pdf = await downloadablePdf(invoice, null)
    const read = readPdf(pdf)
    expect(read.attachments).toEqual(['factur-x.xml'])
    expect(read.metadata).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(read.metadata).toContain('EN 16931')
    // The visual is our PDF, every legal mention still readable.
    expect(read.text).toContain(`Facture n° ${invoice.number}`)
    expect(read.text).toContain(VAT_EXEMPTION_MENTION)
    // What a reader's window and properties show: French, the same in the information and the XMP.
    const seller = (invoice.seller as { name: string }).name
    expect(read.info).toMatchObject({
      Title: `Facture ${invoice.number}`,
      Subject: `Facture ${invoice.number} du ${parisDay(invoice.issued_at)} émise par ${seller}`,
      Keywords: 'Facture Factur-X ZUGFeRD',
      Author: seller,
    })
    expect(read.metadata).toContain(`<rdf:li xml:lang="x-default">Facture ${invoice.number}</rdf:li>`)
    expect(read.metadata).toContain(`<rdf:li xml:lang="x-default">${read.info.Subject}</rdf:li>`)
    expect(read.metadata).not.toContain('Invoice')

    const embedded = read.xml ?? ''
    expect(embedded).toContain('<ram:GuidelineSpecifiedDocumentContextParameter>')
    expect(embedded).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>')
    expect(embedded).toContain(`<ram:ID>${invoice.number}</ram:ID>`)
    expect(embedded).toContain('<ram:TypeCode>380</ram:TypeCode>')
    expect(embedded).toContain('<ram:ID schemeID="0002">123456789</ram:ID>')
    expect(embedded).toContain('<ram:CategoryCode>E</ram:CategoryCode>')
    expect(embedded).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>')
    expect(embedded).toContain(`<ram:ExemptionReason>${VAT_EXEMPTION_MENTION}</ram:ExemptionReason>`)
    const euros = (cents: number) => (cents / 100).toFixed(2)
    expect(embedded).toContain(`<ram:TaxBasisTotalAmount>${euros(invoice.ht_cents)}</ram:TaxBasisTotalAmount>`)
    expect(embedded).toContain(`<ram:TaxTotalAmount currencyID="EUR">${euros(invoice.vat_cents)}</ram:TaxTotalAmount>`)
    expect(embedded).toContain(`<ram:GrandTotalAmount>${euros(invoice.ttc_cents)}</ram:GrandTotalAmount>`)
    expect(embedded).toContain('<ram:Name>Claire Studio EURL</ram:Name>')
    expect(embedded).toContain('<ram:CityName>Bordeaux</ram:CityName>')
  })

  it('a credit note: type 381, the credited invoice named', async () => {
    const { project, invoice } = await paidInvoice('Olga')
    expect(await refundPayment(payload, actors.admin, project.id, 'Annulée.')).toMatchObject({ ok: true })
    const { docs } = await payload.find({
      collection: 'invoices',
      where: { and: [{ project: { equals: project.id } }, { kind: { equals: 'credit_note' } }] },
    })
    const [creditNote] = docs
    const read = readPdf(await downloadablePdf(creditNote, invoice))
    expect(read.attachments).toEqual(['factur-x.xml'])
    expect(read.info.Title).toBe(`Avoir ${creditNote.number}`)
    expect(read.text).toContain(`Avoir sur la facture n° ${invoice.number}`)
    expect(read.xml).toContain(`<ram:ID>${creditNote.number}</ram:ID>`)
    expect(read.xml).toContain('<ram:TypeCode>381</ram:TypeCode>')
    expect(read.xml).toContain(`Avoir sur la facture n° ${invoice.number}`)
    expect(read.xml).toContain(
      `<ram:GrandTotalAmount>${(creditNote.ttc_cents / 100).toFixed(2)}</ram:GrandTotalAmount>`,
    )
  })

  it('data the library refuses: the plain PDF is served, and the failure logged', async () => {
    const { invoice } = await paidInvoice('Paul')
    const broken: Invoice = { ...invoice, vat_rate: Number.NaN }
    await expect(
      new InvoiceService(quiet).generate(facturXInvoice(facturXSource(broken, null)), {
        format: FACTURX_FORMAT,
        lang: 'fr-fr',
        pdf: {
          buffer: new Uint8Array(await billingDocumentPdf(broken)),
          filename: 'f.pdf',
          mimetype: 'application/pdf',
        },
      }),
    ).rejects.toThrow()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const read = readPdf(await downloadablePdf(broken, null))
      expect(read.attachments).toEqual([])
      expect(read.text).toContain(`Facture n° ${invoice.number}`)
      expect(logged).toHaveBeenCalledWith(expect.stringContaining(invoice.number), expect.anything())
    } finally {
      logged.mockRestore()
    }
  })
})

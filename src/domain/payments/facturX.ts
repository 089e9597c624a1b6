import type { Invoice as EInvoice } from '@e-invoice-eu/core'

import { parisCalendarDay, parisDay, VAT_EXEMPTION_MENTION, type BillingDocumentKind } from './payments'
import type { Seller } from './seller'

/** What the e-invoice is built from: an issued document's stored copy. */
export type FacturXSource = {
  number: string
  kind: BillingDocumentKind
  issuedAt: string
  paidAt: string
  description: string
  buyerName: string
  buyerAddress: string
  seller: Seller
  htCents: number
  vatRate: number
  vatCents: number
  ttcCents: number
  method: 'card' | 'transfer'
  /** The credited invoice's number and issue date, for a credit note. */
  credited: { number: string; issuedAt: string } | null
}

/** UNTDID 1001: commercial invoice, credit note. */
export const FACTURX_TYPE_CODES: Record<BillingDocumentKind, '380' | '381'> = { invoice: '380', credit_note: '381' }
/** UNTDID 4461: credit transfer, bank card. */
const PAYMENT_MEANS_CODES = { transfer: '30', card: '48' } as const
/** ISO 6523 scheme of the French SIREN. */
const SIREN_SCHEME = '0002'
const FRANCHISE_EXEMPTION_CODE = 'VATEX-FR-FRANCHISE'

const euros = (cents: number) => (cents / 100).toFixed(2)
const withoutSpaces = (text: string) => text.replace(/\s+/g, '')

/**
 * A free-text French address split the way EN 16931 asks for it: the lines before the one
 * holding "NNNNN Ville" are the street; without such a line everything is the street.
 */
export function splitFrenchAddress(address: string): { street: string; postalZone?: string; city?: string } {
  const lines = address
    .split(/\n|,/)
    .map((line) => line.trim())
    .filter(Boolean)
  const cityIndex = lines.map((line) => /^\d{5}\s+\S/.test(line)).lastIndexOf(true)
  if (cityIndex < 0) return { street: lines.join(', ') }
  const [, postalZone, city] = /^(\d{5})\s+(.+)$/.exec(lines[cityIndex]) ?? []
  const street = [...lines.slice(0, cityIndex), ...lines.slice(cityIndex + 1)].join(', ')
  return { street: street || city, postalZone, city }
}

function postalAddress(address: string) {
  const { street, postalZone, city } = splitFrenchAddress(address)
  return {
    'cbc:StreetName': street,
    ...(city ? { 'cbc:CityName': city } : {}),
    ...(postalZone ? { 'cbc:PostalZone': postalZone } : {}),
    'cac:Country': { 'cbc:IdentificationCode': 'FR' as const },
  }
}

/** Free-text notes: the exemption mention, and the credited invoice (also given in BG-3). */
export function facturXNotes(source: FacturXSource): string[] {
  const notes = source.vatRate === 0 ? [VAT_EXEMPTION_MENTION] : []
  if (source.credited) {
    notes.push(`Avoir sur la facture n° ${source.credited.number} du ${parisDay(source.credited.issuedAt)}`)
  }
  return notes
}

/**
 * The e-invoice (EN 16931, in @e-invoice-eu/core's format) of an invoice or credit note. A credit
 * note carries positive amounts: its type code says they are credited. Without a VAT number the
 * seller is under the franchise (category E, the art. 293 B mention as the reason).
 */
export function facturXInvoice(source: FacturXSource): EInvoice {
  const { seller } = source
  const exempt = source.vatRate === 0
  const taxCategory = exempt
    ? {
        'cbc:ID': 'E' as const,
        'cbc:Percent': '0',
        'cbc:TaxExemptionReasonCode': FRANCHISE_EXEMPTION_CODE,
        'cbc:TaxExemptionReason': VAT_EXEMPTION_MENTION,
        'cac:TaxScheme': { 'cbc:ID': 'VAT' as const },
      }
    : { 'cbc:ID': 'S' as const, 'cbc:Percent': String(source.vatRate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' as const } }
  const ht = euros(source.htCents)
  const ttc = euros(source.ttcCents)
  const vat = euros(source.vatCents)
  const invoice: EInvoice['ubl:Invoice'] = {
    'cbc:ID': source.number,
    'cbc:IssueDate': parisCalendarDay(new Date(source.issuedAt)),
    'cbc:InvoiceTypeCode': FACTURX_TYPE_CODES[source.kind],
    'cbc:Note': facturXNotes(source),
    'cbc:DocumentCurrencyCode': 'EUR',
    ...(source.credited
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': source.credited.number,
                'cbc:IssueDate': parisCalendarDay(new Date(source.credited.issuedAt)),
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cac:PostalAddress': postalAddress(seller.address),
        ...(seller.vatNumber
          ? {
              'cac:PartyTaxScheme': [
                { 'cbc:CompanyID': withoutSpaces(seller.vatNumber), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
              ],
            }
          : {}),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.name,
          'cbc:CompanyID': withoutSpaces(seller.siren),
          'cbc:CompanyID@schemeID': SIREN_SCHEME,
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PostalAddress': postalAddress(source.buyerAddress),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': source.buyerName },
      },
    },
    'cac:Delivery': { 'cbc:ActualDeliveryDate': parisCalendarDay(new Date(source.paidAt)) },
    'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': PAYMENT_MEANS_CODES[source.method] }],
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': vat,
        'cbc:TaxAmount@currencyID': 'EUR',
        'cac:TaxSubtotal': [
          {
            'cbc:TaxableAmount': ht,
            'cbc:TaxableAmount@currencyID': 'EUR',
            'cbc:TaxAmount': vat,
            'cbc:TaxAmount@currencyID': 'EUR',
            'cac:TaxCategory': taxCategory,
          },
        ],
      },
    ],
    // Already paid (or refunded) when issued: nothing is left due.
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': ht,
      'cbc:LineExtensionAmount@currencyID': 'EUR',
      'cbc:TaxExclusiveAmount': ht,
      'cbc:TaxExclusiveAmount@currencyID': 'EUR',
      'cbc:TaxInclusiveAmount': ttc,
      'cbc:TaxInclusiveAmount@currencyID': 'EUR',
      'cbc:PrepaidAmount': ttc,
      'cbc:PrepaidAmount@currencyID': 'EUR',
      'cbc:PayableAmount': euros(0),
      'cbc:PayableAmount@currencyID': 'EUR',
    },
    'cac:InvoiceLine': [
      {
        'cbc:ID': '1',
        'cbc:InvoicedQuantity': '1',
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': ht,
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Name': source.description,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': taxCategory['cbc:ID'],
            'cbc:Percent': taxCategory['cbc:Percent'],
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': { 'cbc:PriceAmount': ht, 'cbc:PriceAmount@currencyID': 'EUR' },
      },
    ],
  }
  return { 'ubl:Invoice': invoice }
}

/**
 * What a PDF reader shows of the document (its window title, its properties): in French, as the
 * page itself. The library writes "<seller>: Invoice F…" in English; the PDF's information and its
 * XMP metadata must say the same (PDF/A), so both are written from this.
 */
export function facturXDocumentInfo(source: Pick<FacturXSource, 'number' | 'kind' | 'issuedAt' | 'seller'>) {
  const [kind, issued] = source.kind === 'credit_note' ? ['Avoir', 'émis'] : ['Facture', 'émise']
  return {
    title: `${kind} ${source.number}`,
    subject: `${kind} ${source.number} du ${parisDay(source.issuedAt)} ${issued} par ${source.seller.name}`,
    keywords: [kind, 'Factur-X', 'ZUGFeRD'],
    author: source.seller.name,
  }
}

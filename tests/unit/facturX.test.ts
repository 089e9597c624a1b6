import { describe, expect, it } from 'vitest'

import { facturXDocumentInfo, facturXInvoice, splitFrenchAddress, type FacturXSource } from '@/domain/payments/facturX'
import { VAT_EXEMPTION_MENTION } from '@/domain/payments/payments'
import { sellerOf } from '@/domain/payments/seller'

const invoice: FacturXSource = {
  number: 'F2026-0007',
  kind: 'invoice',
  // 23:30 UTC is already the next day in Paris.
  issuedAt: '2026-11-25T23:30:00.000Z',
  paidAt: '2026-11-25T10:00:00.000Z',
  description: 'Campagne de visibilité — semaine du 30 novembre 2026 — Atelier Lilas',
  buyerName: 'Claire Studio EURL',
  buyerAddress: '8 rue des Lilas\n33000 Bordeaux',
  seller: sellerOf({
    seller_name: 'Tryb SAS',
    seller_address: '10 rue de l’Exemple, 75001 Paris',
    siren: '123 456 789',
  }),
  htCents: 10000,
  vatRate: 0,
  vatCents: 0,
  ttcCents: 10000,
  method: 'transfer',
  credited: null,
}

describe('the Factur-X mapping of an invoice', () => {
  it('without a VAT number: category E, the art. 293 B mention as the exemption reason, totals in euros', () => {
    const { 'ubl:Invoice': data } = facturXInvoice(invoice)
    expect(data).toMatchObject({
      'cbc:ID': 'F2026-0007',
      'cbc:IssueDate': '2026-11-26',
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:Note': [VAT_EXEMPTION_MENTION],
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '30' }],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': '100.00',
        'cbc:TaxExclusiveAmount': '100.00',
        'cbc:TaxInclusiveAmount': '100.00',
        'cbc:PrepaidAmount': '100.00',
        'cbc:PayableAmount': '0.00',
      },
    })
    expect(data['cac:BillingReference']).toBeUndefined()
    expect(data['cac:TaxTotal'][0]['cbc:TaxAmount']).toBe('0.00')
    expect(data['cac:TaxTotal'][0]['cac:TaxSubtotal']?.[0]['cac:TaxCategory']).toEqual({
      'cbc:ID': 'E',
      'cbc:Percent': '0',
      'cbc:TaxExemptionReasonCode': 'VATEX-FR-FRANCHISE',
      'cbc:TaxExemptionReason': VAT_EXEMPTION_MENTION,
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    })
    expect(data['cac:InvoiceLine'][0]['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID']).toBe('E')
    const seller = data['cac:AccountingSupplierParty']['cac:Party']
    expect(seller['cac:PartyLegalEntity']).toEqual({
      'cbc:RegistrationName': 'Tryb SAS',
      'cbc:CompanyID': '123456789',
      'cbc:CompanyID@schemeID': '0002',
    })
    expect(seller['cac:PartyTaxScheme']).toBeUndefined()
    expect(seller['cac:PostalAddress']).toMatchObject({ 'cbc:PostalZone': '75001', 'cbc:CityName': 'Paris' })
    expect(data['cac:AccountingCustomerParty']['cac:Party']).toMatchObject({
      'cac:PostalAddress': {
        'cbc:StreetName': '8 rue des Lilas',
        'cbc:PostalZone': '33000',
        'cbc:CityName': 'Bordeaux',
        'cac:Country': { 'cbc:IdentificationCode': 'FR' },
      },
      'cac:PartyLegalEntity': { 'cbc:RegistrationName': 'Claire Studio EURL' },
    })
  })

  it('with a VAT number: category S at the rate, the seller’s VAT number; a card payment', () => {
    const seller = sellerOf({ siren: '123456789', vat_number: 'FR 12 123456789', vat_rate: 20 })
    const { 'ubl:Invoice': data } = facturXInvoice({
      ...invoice,
      seller,
      vatRate: 20,
      htCents: 8333,
      vatCents: 1667,
      method: 'card',
    })
    expect(data['cbc:Note']).toEqual([])
    expect(data['cac:TaxTotal'][0]).toMatchObject({
      'cbc:TaxAmount': '16.67',
      'cac:TaxSubtotal': [
        {
          'cbc:TaxableAmount': '83.33',
          'cbc:TaxAmount': '16.67',
          'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': '20' },
        },
      ],
    })
    expect(data['cac:TaxTotal'][0]['cac:TaxSubtotal']?.[0]['cac:TaxCategory']).not.toHaveProperty(
      'cbc:TaxExemptionReason',
    )
    expect(data['cac:LegalMonetaryTotal']).toMatchObject({
      'cbc:TaxExclusiveAmount': '83.33',
      'cbc:TaxInclusiveAmount': '100.00',
    })
    expect(data['cac:PaymentMeans']).toEqual([{ 'cbc:PaymentMeansCode': '48' }])
    expect(data['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme']).toEqual([
      { 'cbc:CompanyID': 'FR12123456789', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
    ])
  })

  it('a credit note: type 381, positive amounts, the credited invoice referenced', () => {
    const { 'ubl:Invoice': data } = facturXInvoice({
      ...invoice,
      number: 'A2026-0002',
      kind: 'credit_note',
      credited: { number: 'F2026-0007', issuedAt: '2026-11-25T23:30:00.000Z' },
    })
    expect(data['cbc:InvoiceTypeCode']).toBe('381')
    expect(data['cac:BillingReference']).toEqual([
      { 'cac:InvoiceDocumentReference': { 'cbc:ID': 'F2026-0007', 'cbc:IssueDate': '2026-11-26' } },
    ])
    expect(data['cbc:Note']).toEqual([VAT_EXEMPTION_MENTION, 'Avoir sur la facture n° F2026-0007 du 26 novembre 2026'])
    expect(data['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount']).toBe('100.00')
  })
})

describe('a French address split for EN 16931', () => {
  it('takes the "NNNNN Ville" line as postcode and city, the rest as the street', () => {
    expect(splitFrenchAddress('8 rue des Lilas\nBât. B\n33000 Bordeaux')).toEqual({
      street: '8 rue des Lilas, Bât. B',
      postalZone: '33000',
      city: 'Bordeaux',
    })
    expect(splitFrenchAddress('10 rue de l’Exemple, 75001 Paris')).toEqual({
      street: '10 rue de l’Exemple',
      postalZone: '75001',
      city: 'Paris',
    })
  })

  it('keeps an address without a postcode whole as the street', () => {
    expect(splitFrenchAddress('Lieu-dit Les Granges')).toEqual({ street: 'Lieu-dit Les Granges' })
  })
})

describe('what a PDF reader shows of the Factur-X', () => {
  it('an invoice: its French title and subject, dated on the Paris calendar', () => {
    expect(facturXDocumentInfo(invoice)).toEqual({
      title: 'Facture F2026-0007',
      subject: 'Facture F2026-0007 du 26 novembre 2026 émise par Tryb SAS',
      keywords: ['Facture', 'Factur-X', 'ZUGFeRD'],
      author: 'Tryb SAS',
    })
  })

  it('a credit note: "Avoir", in the masculine', () => {
    const info = facturXDocumentInfo({ ...invoice, kind: 'credit_note', number: 'A2026-0002' })
    expect(info.title).toBe('Avoir A2026-0002')
    expect(info.subject).toBe('Avoir A2026-0002 du 26 novembre 2026 émis par Tryb SAS')
  })
})

import { describe, expect, it } from 'vitest'

import { billingDocumentsCsv } from '@/domain/payments/billingDocumentExport'
import {
  documentNumber,
  eurosToCents,
  formatCents,
  parisDeadline,
  paymentDueAt,
  paymentLabel,
  paymentReference,
  PAYMENT_MESSAGES,
  receptionDay,
  refundCampaignEffect,
  splitTotal,
  transferBackInstruction,
} from '@/domain/payments/payments'
import { isPlaceholderSeller, mayInvoiceAs, sellerIdentity, sellerOf, vatMention } from '@/domain/payments/seller'

describe('amounts', () => {
  it('keeps whole cents: euros to cents, and HT + TVA = TTC at any rate', () => {
    expect(eurosToCents(100)).toBe(10_000)
    expect(eurosToCents(99.99)).toBe(9_999)
    expect(splitTotal(10_000, 0)).toEqual({ htCents: 10_000, vatCents: 0, ttcCents: 10_000 })
    expect(splitTotal(10_000, 20)).toEqual({ htCents: 8_333, vatCents: 1_667, ttcCents: 10_000 })
    for (const rate of [2.1, 5.5, 10, 20]) {
      for (const ttc of [1, 99, 10_000, 12_345]) {
        const { htCents, vatCents } = splitTotal(ttc, rate)
        expect(htCents + vatCents).toBe(ttc)
      }
    }
    expect(() => splitTotal(10.5, 20)).toThrow()
  })

  it('prints euros the French way', () => {
    expect(formatCents(10_000)).toBe('100,00 €')
    expect(formatCents(-1_667)).toBe('-16,67 €')
  })
})

describe('numbers and references', () => {
  it('numbers invoices and credit notes in their own yearly series', () => {
    expect(documentNumber('invoice', 2026, 7)).toBe('F2026-0007')
    expect(documentNumber('credit_note', 2027, 12_345)).toBe('A2027-12345')
  })

  it('makes a readable transfer reference naming the project', () => {
    expect(paymentReference(42, () => 0)).toBe('TRYB-42-AAAA')
    expect(paymentReference(42, () => 0.999)).toMatch(/^TRYB-42-[A-Z2-9]{4}$/)
  })
})

describe('the 24-hour deadline and the reception day', () => {
  it('is 24 hours after the opening, said in Paris time', () => {
    const opened = new Date('2026-11-26T10:30:00Z')
    expect(paymentDueAt(opened).toISOString()).toBe('2026-11-27T10:30:00.000Z')
    expect(parisDeadline(paymentDueAt(opened))).toBe('27 novembre 2026 à 11:30')
  })

  it('takes a real day, not after today in Paris', () => {
    const now = new Date('2026-11-26T23:30:00Z') // already the 27th in Paris
    expect(receptionDay('2026-11-27', now)).toEqual({ date: new Date('2026-11-27T12:00:00Z') })
    expect(receptionDay('2026-11-28', now)).toEqual({ error: PAYMENT_MESSAGES.dateInFuture })
    expect(receptionDay('2026-02-30', now)).toEqual({ error: PAYMENT_MESSAGES.dateRequired })
    expect(receptionDay('', now)).toEqual({ error: PAYMENT_MESSAGES.dateRequired })
  })

  it('labels the owner’s payment', () => {
    expect(paymentLabel(null)).toBeNull()
    expect(paymentLabel({ status: 'pending', paidAt: null })).toBe('À payer')
    expect(paymentLabel({ status: 'pending', paidAt: null, dueAt: '2026-11-26T23:30:00Z' })).toBe(
      'À payer avant le 27 novembre 2026 à 00:30 (heure de Paris)',
    )
    expect(paymentLabel({ status: 'paid', paidAt: '2026-11-26T12:00:00Z' })).toBe('Payé le 26 novembre 2026')
    // Late on the 30th in UTC is already December in Paris.
    expect(paymentLabel({ status: 'refunded', paidAt: null, refundedAt: '2026-11-30T23:30:00Z' })).toBe(
      'Remboursé le 1 décembre 2026',
    )
  })
})

describe('the seller', () => {
  it('applies VAT only with a VAT number; without one, the art. 293 B mention', () => {
    expect(sellerOf({ vat_rate: 20 })).toMatchObject({ vatNumber: null, vatRate: 0 })
    expect(vatMention(sellerOf({}))).toBe('TVA non applicable, art. 293 B du CGI')
    const taxed = sellerOf({ vat_number: ' FR123 ', vat_rate: 20 })
    expect(taxed).toMatchObject({ vatNumber: 'FR123', vatRate: 20 })
    expect(vatMention(taxed)).toBe('N° TVA intracommunautaire : FR123')
  })
})

describe('the accountant’s CSV', () => {
  it('one row per document, credit notes negative, no formula from a buyer’s name', () => {
    const csv = billingDocumentsCsv([
      {
        number: 'F2026-0001',
        kind: 'invoice',
        issuedAt: '2026-11-26T10:00:00Z',
        buyer: 'ACME; SAS',
        htCents: 8_333,
        vatCents: 1_667,
        ttcCents: 10_000,
        method: 'transfer',
      },
      {
        number: 'A2026-0001',
        kind: 'credit_note',
        issuedAt: '2026-11-27T10:00:00Z',
        buyer: '=cmd()',
        htCents: 10_000,
        vatCents: 0,
        ttcCents: 10_000,
        method: 'card',
      },
    ])
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFNuméro;Type;Date;Client;HT;TVA;TTC;Moyen de paiement',
      'F2026-0001;Facture;2026-11-26;"ACME; SAS";83,33;16,67;100,00;Virement bancaire',
      "A2026-0001;Avoir;2026-11-27;'=cmd();-100,00;0,00;-100,00;Carte bancaire",
      '',
    ])
  })
})

describe('a refunded transfer sent back', () => {
  it('says how much, to whom, from which transfer and under which label', () => {
    expect(
      transferBackInstruction({
        amountCents: 10_000,
        buyerName: 'Carla Studio',
        paidAt: '2026-11-20T12:00:00Z',
        reference: 'TRYB-12-ABCD',
        creditNoteNumber: 'A2026-0003',
      }),
    ).toBe(
      'Renvoyer 100,00 € par virement à Carla Studio, sur le compte d’où est venu le virement reçu le 20 novembre 2026 (référence TRYB-12-ABCD), avec le libellé « Avoir A2026-0003 ».',
    )
  })
})

describe('what a refund does to its campaign', () => {
  it('unschedules a scheduled one, leaves an approved one, refuses a published one', () => {
    expect(refundCampaignEffect('scheduled')).toBe('unschedule')
    expect(refundCampaignEffect('approved')).toBe('keep')
    expect(refundCampaignEffect('published')).toBe('refuse')
  })
})

describe('the seller on an invoice', () => {
  it('names its legal form with its share capital, or alone for an individual entrepreneur', () => {
    expect(sellerIdentity({ legalForm: 'SAS', shareCapital: '1 000 €' })).toBe('SAS au capital de 1 000 €')
    expect(sellerIdentity({ legalForm: 'Entrepreneur individuel', shareCapital: null })).toBe('Entrepreneur individuel')
  })

  it('knows the demo’s placeholder seller, whatever the spacing of its SIREN', () => {
    expect(isPlaceholderSeller(sellerOf({}))).toBe(true)
    expect(isPlaceholderSeller({ name: 'Tryb SAS', siren: '000000000' })).toBe(true)
    expect(isPlaceholderSeller({ name: 'Tryb SAS', siren: '912 345 678' })).toBe(false)
  })
})

describe('who may invoice with the demo’s seller', () => {
  it('the demo on this machine may; a deployment at a public address may not until the seller is real', () => {
    const placeholder = sellerOf({})
    const real = sellerOf({ seller_name: 'Tryb SAS', siren: '356000000', registration: 'RCS Paris 356 000 000' })
    expect(mayInvoiceAs(placeholder, 'http://127.0.0.1:3000')).toBe(true)
    expect(mayInvoiceAs(placeholder, 'http://localhost:3000')).toBe(true)
    expect(mayInvoiceAs(placeholder, 'https://tryb.fr')).toBe(false)
    expect(mayInvoiceAs(real, 'https://tryb.fr')).toBe(true)
  })
})

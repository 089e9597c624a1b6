import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { parisCalendarDay, parisDay } from '@/domain/payments/payments'
import { exposureWeekPeriod, parisWeekMonday } from '@/domain/weeks'
import { billingDocumentPdf } from '@/payments/billingDocumentPdf'
import { markTransferReceived } from '@/payments/markTransferReceived'

import { createMember, createProject, type Actors } from '../helpers/actors'
import { as } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

/** The PDF's text as Debian's poppler-utils reads it (whitespace folded). */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'facture-')), 'facture.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

describe('the invoice PDF', () => {
  it('carries every mention of a French B2B invoice, from the stored copy', async () => {
    const member = await createMember(payload, 'active', 'Claire', {
      billing_name: 'Claire Studio EURL',
      billing_address: '8 rue des Lilas\n33000 Bordeaux',
    })
    const project = await createProject(payload, member, { status: 'pending', title: 'Atelier Lilas' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    const today = parisCalendarDay(new Date())
    expect((await markTransferReceived(payload, actors.admin, project.id, today)).ok).toBe(true)
    const { docs } = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })
    const [invoice] = docs

    const text = pdfText(await billingDocumentPdf(invoice))
    expect(text).not.toContain('à programmer')
    for (const mention of [
      `Facture n° ${invoice.number}`,
      `Date d’émission : ${parisDay(invoice.issued_at)}`,
      `Date d’échéance : ${parisDay(invoice.paid_at)} (réglée)`,
      'Tryb (exemple)',
      'SAS au capital de 1 000 €',
      '10 rue de l’Exemple',
      'SIREN : 000 000 000',
      'RCS Paris 000 000 000',
      'TVA non applicable, art. 293 B du CGI',
      'Claire Studio EURL',
      '8 rue des Lilas',
      '33000 Bordeaux',
      // Not scheduled yet: the service period is the rule, from the validation day (never "à programmer").
      `Campagne de visibilité — une semaine d’exposition, planifiée par l’équipe après paiement (projet validé le ${parisDay(new Date())})`,
      'Atelier Lilas',
      'Quantité × prix unitaire HT 1 × 100,00 €',
      'Total HT 100,00 €',
      'TVA TVA non applicable, art. 293 B du CGI',
      'Total TTC 100,00 €',
      `Payée par Virement bancaire, le ${parisDay(invoice.paid_at)}`,
      'Pas d’escompte pour paiement anticipé.',
      'trois fois le taux d’intérêt légal',
      'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
    ]) {
      expect(text).toContain(mention)
    }

    // A later change of the seller's details never alters an issued invoice.
    await payload.updateGlobal({ slug: 'billing', data: { seller_name: 'Autre nom SAS' } })
    try {
      const again = await payload.findByID({ collection: 'invoices', id: invoice.id })
      expect(pdfText(await billingDocumentPdf(again))).toContain('Tryb (exemple)')
    } finally {
      await payload.updateGlobal({ slug: 'billing', data: { seller_name: 'Tryb (exemple)' } })
    }
  })

  it('names the exposure week when the campaign was scheduled before it was paid (an admin’s waiver)', async () => {
    const member = await createMember(payload, 'active', 'Hélène', {
      billing_name: 'Hélène Atelier EI',
      billing_address: '3 place du Marché\n69001 Lyon',
    })
    const project = await createProject(payload, member, { status: 'pending', title: 'Atelier Marché' })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 'approved' }, ...as(actors.admin) })
    const monday = parisWeekMonday(new Date(), 3).toISOString().slice(0, 10)
    await payload.update({
      collection: 'projects',
      id: project.id,
      data: { exposure_week_start: monday, payment_override_reason: 'Partenariat : paiement à réception.' },
      ...as(actors.admin),
    })
    expect((await markTransferReceived(payload, actors.admin, project.id, parisCalendarDay(new Date()))).ok).toBe(true)
    const { docs } = await payload.find({ collection: 'invoices', where: { project: { equals: project.id } } })

    const text = pdfText(await billingDocumentPdf(docs[0]))
    expect(text).toContain(`Campagne de visibilité — semaine ${exposureWeekPeriod(monday)} — projet « Atelier Marché »`)
    expect(text).not.toContain('planifiée par l’équipe après paiement')
  })
})

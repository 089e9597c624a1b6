import { describe, expect, it } from 'vitest'

import { auditActionLabel, auditSentence, unnamedSubject, type SentencePart } from '@/domain/moderation/auditSentences'

const text = (parts: SentencePart[]) => parts.map((part) => part.text).join('')

describe('the cockpit’s history in French', () => {
  it('names the admin, the member and the project of a declared action, with links', () => {
    const parts = auditSentence('declared-action.validated_manual', 'Camille', {
      kind: 'declared-action',
      actionType: 'like',
      member: { id: 36, name: 'Thomas' },
      project: { id: 14, title: 'Atelier Compta' },
    })
    expect(text(parts)).toBe('Camille a validé le like de Thomas sur Atelier Compta')
    expect(parts.filter((part) => part.href)).toEqual([
      { text: 'Thomas', href: '/admin/collections/members/36' },
      { text: 'Atelier Compta', href: '/admin/projets?projet=14' },
    ])
  })

  it('writes the members’ decisions and their undo', () => {
    const ines = { kind: 'member' as const, id: 5, name: 'Inès Essai' }
    expect(text(auditSentence('member.activated', 'Camille', ines))).toBe(
      'Camille a accepté la candidature d’Inès Essai',
    )
    expect(text(auditSentence('member.deactivated', 'Le serveur', ines))).toBe('Le serveur a désactivé Inès Essai')
    expect(text(auditSentence('member.paused', 'Camille', { ...ines, name: 'Thomas' }))).toBe(
      'Camille a mis en pause la candidature de Thomas',
    )
    expect(text(auditSentence('member.undone', 'Camille', ines))).toBe(
      'Camille a annulé la décision sur la candidature d’Inès Essai',
    )
  })

  it('keeps the project sheet’s words for projects, and never shows nothing', () => {
    const project = { kind: 'project' as const, id: 14, title: 'Atelier Compta' }
    expect(text(auditSentence('project.published', 'Camille', project))).toBe(
      'Publié : « Atelier Compta » (par Camille)',
    )
    expect(text(auditSentence('project.unscheduled', 'Camille', project))).toBe(
      'Camille a déplanifié la campagne de « Atelier Compta »',
    )
    expect(text(auditSentence('project.undone', 'Camille', project))).toBe(
      'Camille a annulé la décision sur le projet « Atelier Compta »',
    )
    expect(text(auditSentence('payment.paid', 'Camille', { kind: 'other', label: 'paiement n° 3' }))).toBe(
      'payment.paid — paiement n° 3 (par Camille)',
    )
  })

  it('names a reported feedback and its reports when undone', () => {
    const feedback = { kind: 'other' as const, label: unnamedSubject('feedbacks', '12') }
    expect(text(auditSentence('feedback_hidden', 'Camille', feedback))).toBe('Camille a masqué le retour n° 12')
    expect(text(auditSentence('feedback.undone', 'Camille', feedback))).toBe(
      'Camille a annulé le masquage, rendant visible le retour n° 12',
    )
    const report = { kind: 'other' as const, label: unnamedSubject('feedback-reports', '5') }
    expect(text(auditSentence('feedback_report.kept', 'Camille', report))).toBe(
      'Camille a conservé le retour visé par le signalement n° 5',
    )
    expect(text(auditSentence('feedback_report.undone', 'Camille', report))).toBe(
      'Camille a annulé la décision sur le signalement n° 5',
    )
  })
})

describe('the journal’s money in French sentences', () => {
  const project = { id: 12, title: 'Atelier Compta' }
  const payment = {
    kind: 'payment' as const,
    amountCents: 10_000,
    method: 'transfer' as const,
    reference: 'TRYB-12-AB3C',
    invoiceNumber: 'F2026-0005',
    owner: 'Thomas Nguyen',
    project,
  }

  it('says each act of a payment with its amount, its campaign, its owner and its invoice', () => {
    expect(text(auditSentence('payment.paid', 'Camille', payment))).toBe(
      'Paiement de 100,00 € reçu par virement pour la campagne « Atelier Compta » (Thomas Nguyen, TRYB-12-AB3C) : facture F2026-0005 émise — par Camille',
    )
    expect(text(auditSentence('payment.paid', 'Le serveur', { ...payment, method: 'card' }))).toBe(
      'Paiement de 100,00 € reçu par carte pour la campagne « Atelier Compta » (Thomas Nguyen, TRYB-12-AB3C) : facture F2026-0005 émise',
    )
    expect(text(auditSentence('payment.opened', 'Camille', { ...payment, invoiceNumber: null }))).toBe(
      'Paiement de 100,00 € ouvert pour la campagne « Atelier Compta » (Thomas Nguyen, TRYB-12-AB3C) : à régler sous 24 h',
    )
    expect(text(auditSentence('payment.transfer_declared', 'Thomas Nguyen', payment))).toBe(
      'Virement de 100,00 € annoncé par le porteur pour la campagne « Atelier Compta » (Thomas Nguyen, TRYB-12-AB3C)',
    )
    expect(text(auditSentence('payment.refund_transfer_sent', 'Camille', payment))).toBe(
      'Remboursement de 100,00 € renvoyé par virement à Thomas Nguyen pour la campagne « Atelier Compta » — par Camille',
    )
    expect(auditSentence('payment.refunded', 'Camille', payment).filter((part) => part.href)).toEqual([
      { text: '« Atelier Compta »', href: '/admin/projets?projet=12' },
    ])
  })

  it('says a refused card event, on which payment and why, even when the event named no known payment', () => {
    const why = 'Rien n’est réglé : montant 1 eur, session ouverte pour 10000 eur (événement evt_1, session cs_1).'
    expect(text(auditSentence('payment.card_event_refused', 'Le serveur', payment, why))).toBe(
      `Événement de paiement par carte refusé : 100,00 € pour la campagne « Atelier Compta » (Thomas Nguyen, TRYB-12-AB3C). ${why}`,
    )
    const unknown = { kind: 'other' as const, label: unnamedSubject('payments', '0') }
    expect(text(auditSentence('payment.card_event_refused', 'Le serveur', unknown, why))).toBe(
      `Événement de paiement par carte refusé sur le paiement n° 0. ${why}`,
    )
  })

  it('names an invoice and a credit note by their numbers', () => {
    const creditNote = {
      kind: 'invoice' as const,
      number: 'A2026-0002',
      billingDocumentKind: 'credit_note' as const,
      ttcCents: 10_000,
      buyer: 'Thomas Nguyen Conseil',
      creditedNumber: 'F2026-0005',
      project,
    }
    expect(text(auditSentence('invoice.credit_note', 'Camille', creditNote))).toBe(
      'Avoir A2026-0002 émis pour la campagne « Atelier Compta » (Thomas Nguyen Conseil, 100,00 €), qui annule la facture F2026-0005 — par Camille',
    )
    expect(
      text(
        auditSentence('invoice.issued', 'Le serveur', {
          ...creditNote,
          number: 'F2026-0005',
          billingDocumentKind: 'invoice',
        }),
      ),
    ).toBe('Facture F2026-0005 émise pour la campagne « Atelier Compta » (Thomas Nguyen Conseil, 100,00 €)')
  })

  it('labels every money act of the journal’s list in French', () => {
    for (const action of [
      'payment.opened',
      'payment.paid',
      'payment.refunded',
      'payment.cancelled',
      'payment.transfer_declared',
      'payment.refund_transfer_sent',
      'payment.card_event_refused',
      'invoice.credit_note',
      'project.payment_waived',
    ]) {
      expect(auditActionLabel(action), action).not.toContain('.')
    }
  })
})

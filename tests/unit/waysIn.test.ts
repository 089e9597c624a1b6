import { describe, expect, it } from 'vitest'

import { reviewDelay, reviewPromise } from '@/domain/applications/applicationReview'
import { invitationStatusText, INVITATION_STATUS_LABELS } from '@/domain/members/invitations'
import { priceTaxNote } from '@/domain/payments/seller'

describe('the review delay the rules promise', () => {
  it('says hours up to three days, whole days beyond', () => {
    expect(reviewDelay(72)).toBe('sous 72 h')
    expect(reviewDelay(24)).toBe('sous 24 h')
    expect(reviewDelay(96)).toBe('sous 4 jours')
    expect(reviewDelay(100)).toBe('sous 100 h')
    expect(reviewDelay(0)).toBe('sous 1 h')
    expect(reviewPromise(48)).toBe('L’équipe étudie ton profil et ton projet et te répond par e-mail sous 48 h.')
  })
})

describe('an invitation’s status', () => {
  it('is one word wherever it is shown, with its points once credited', () => {
    expect(invitationStatusText('pending', null)).toBe(INVITATION_STATUS_LABELS.pending)
    expect(invitationStatusText('active', 10)).toBe('Actif (+10 pts)')
    expect(invitationStatusText('active', 0)).toBe('Actif')
  })
})

describe('a price on the landing and /tarifs', () => {
  it('says TTC, with the VAT mention the invoice prints', () => {
    expect(priceTaxNote({ vatNumber: null, vatRate: 0 })).toEqual({
      suffix: 'TTC',
      note: 'Prix TTC. TVA non applicable, art. 293 B du CGI.',
    })
    expect(priceTaxNote({ vatNumber: 'FR00123456789', vatRate: 20 })).toEqual({
      suffix: 'TTC',
      note: 'Prix TTC, TVA 20 % incluse.',
    })
  })
})

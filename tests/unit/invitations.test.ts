import { describe, expect, it } from 'vitest'

import { invitationRefusal, type InvitationFacts } from '@/domain/members/invitations'

const allowed: InvitationFacts = {
  referrerActive: true,
  alreadyMember: false,
  sentThisSemester: 2,
  quota: 5,
  alreadyInvited: false,
}

describe('invitationRefusal', () => {
  it('lets an active member with places left invite a new address', () => {
    expect(invitationRefusal(allowed)).toBeNull()
  })

  it('refuses a referrer who is not active (403)', () => {
    expect(invitationRefusal({ ...allowed, referrerActive: false })).toEqual({
      title: 'Accès refusé',
      description: 'Seuls les membres actifs peuvent inviter.',
      status: 403,
    })
  })

  it('refuses an address a member already has (409)', () => {
    expect(invitationRefusal({ ...allowed, alreadyMember: true })).toMatchObject({
      title: 'Déjà membre',
      status: 409,
    })
  })

  it('refuses once the semester’s quota is used, naming the quota', () => {
    expect(invitationRefusal({ ...allowed, sentThisSemester: 5 })).toEqual({
      title: 'Quota atteint',
      description: 'Tu as déjà utilisé tes 5 invitations.',
      status: 409,
    })
    expect(invitationRefusal({ ...allowed, quota: 0, sentThisSemester: 0 })?.title).toBe('Quota atteint')
  })

  it('refuses the same address twice', () => {
    expect(invitationRefusal({ ...allowed, alreadyInvited: true })).toMatchObject({
      description: 'Tu as déjà invité cette adresse.',
      status: 409,
    })
  })

  it('answers in the panel’s order: activity, quota, membership, duplicate ("Déjà membre" only within the quota)', () => {
    const everything = {
      referrerActive: false,
      alreadyMember: true,
      sentThisSemester: 5,
      quota: 5,
      alreadyInvited: true,
    }
    expect(invitationRefusal(everything)?.title).toBe('Accès refusé')
    expect(invitationRefusal({ ...everything, referrerActive: true })?.title).toBe('Quota atteint')
    expect(invitationRefusal({ ...everything, referrerActive: true, sentThisSemester: 4 })?.title).toBe('Déjà membre')
    expect(
      invitationRefusal({ ...everything, referrerActive: true, sentThisSemester: 4, alreadyMember: false })?.title,
    ).toBe('Déjà invitée')
  })
})

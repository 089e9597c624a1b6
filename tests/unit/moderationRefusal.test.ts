import { describe, expect, it } from 'vitest'

import { moderationRefusal } from '@/auth/accessDenied'
import type { Member, User } from '@/payload-types'

const staff = (roles: User['roles']) =>
  ({ id: 1, email: 's@tryb.local', roles, collection: 'users' }) as unknown as User & { collection: 'users' }
const member = { id: 1, email: 'm@tryb.local', status: 'active', collection: 'members' } as unknown as Member & {
  collection: 'members'
}

describe('who may moderate', () => {
  it('lets admins through and tells the others why not, in the product’s words', () => {
    expect(moderationRefusal(staff(['admin']))).toBeNull()
    expect(moderationRefusal(staff(['marketing']))).toBe('Accès refusé')
    expect(moderationRefusal(member)).toBe('Accès refusé')
    expect(moderationRefusal(null)).toBe('Utilisateur non authentifié')
    expect(moderationRefusal(undefined)).toBe('Utilisateur non authentifié')
  })
})

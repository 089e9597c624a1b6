import { describe, expect, it } from 'vitest'

import {
  applicationsHref,
  applicationsWhere,
  memberModerationPath,
  capacityQuestion,
  parseApplicationFilters,
} from '@/domain/applications/adminApplications'
import {
  adminDeclaredActionsHref,
  adminDeclaredActionsWhere,
  parseAdminDeclaredActionFilters,
} from '@/domain/declaredActions/adminDeclaredActions'

describe('/admin/interactions address', () => {
  it('reads the status filter and the page, defaulting anything unknown', () => {
    expect(parseAdminDeclaredActionFilters({})).toEqual({ status: 'all', order: 'newest', page: 1 })
    expect(parseAdminDeclaredActionFilters({ statut: 'en-attente', page: '3' })).toEqual({
      status: 'pending',
      order: 'newest',
      page: 3,
    })
    expect(parseAdminDeclaredActionFilters({ statut: 'validees' })).toEqual({
      status: 'validated',
      order: 'newest',
      page: 1,
    })
    expect(parseAdminDeclaredActionFilters({ statut: ['rejetees', 'validees'] })).toEqual({
      status: 'rejected',
      order: 'newest',
      page: 1,
    })
    expect(parseAdminDeclaredActionFilters({ statut: 'pending', page: '-2' })).toEqual({
      status: 'all',
      order: 'newest',
      page: 1,
    })
    expect(parseAdminDeclaredActionFilters({ page: '1.5' })).toEqual({ status: 'all', order: 'newest', page: 1 })
  })

  it('writes it back, leaving the defaults out', () => {
    expect(adminDeclaredActionsHref({ status: 'all', page: 1 })).toBe('/admin/interactions')
    expect(adminDeclaredActionsHref({ status: 'pending', page: 1 })).toBe('/admin/interactions?statut=en-attente')
    expect(adminDeclaredActionsHref({ status: 'validated', page: 2 })).toBe(
      '/admin/interactions?statut=validees&page=2',
    )
    expect(adminDeclaredActionsHref({ status: 'pending', order: 'oldest', page: 1 })).toBe(
      '/admin/interactions?statut=en-attente&ordre=anciens',
    )
    expect(parseAdminDeclaredActionFilters({ ordre: 'anciens' })).toEqual({ status: 'all', order: 'oldest', page: 1 })
    for (const status of ['all', 'pending', 'validated', 'rejected'] as const) {
      const href = adminDeclaredActionsHref({ status, page: 4 })
      expect(parseAdminDeclaredActionFilters(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual({
        status,
        order: 'newest',
        page: 4,
      })
    }
  })

  it('"Validées" selects both validated statuses; "Toutes" sets no condition', () => {
    expect(adminDeclaredActionsWhere('all')).toBeUndefined()
    expect(adminDeclaredActionsWhere('validated')).toEqual({ status: { in: ['validated_auto', 'validated_manual'] } })
    expect(adminDeclaredActionsWhere('pending')).toEqual({ status: { in: ['pending'] } })
    expect(adminDeclaredActionsWhere('rejected')).toEqual({ status: { in: ['rejected'] } })
  })
})

describe('/admin/candidatures address', () => {
  it('opens on the waitlist and reads the other tabs', () => {
    expect(parseApplicationFilters({})).toEqual({ tab: 'waitlist', sort: 'newest', page: 1 })
    expect(parseApplicationFilters({ onglet: 'acceptees', page: '2' })).toEqual({
      tab: 'active',
      sort: 'newest',
      page: 2,
    })
    expect(parseApplicationFilters({ onglet: 'en-pause' })).toEqual({ tab: 'inactive', sort: 'newest', page: 1 })
    expect(parseApplicationFilters({ onglet: 'toutes' })).toEqual({ tab: 'all', sort: 'newest', page: 1 })
    expect(parseApplicationFilters({ onglet: 'inconnu', page: 'x' })).toEqual({
      tab: 'waitlist',
      sort: 'newest',
      page: 1,
    })
  })

  it('writes it back and filters on the status', () => {
    expect(applicationsHref({ tab: 'waitlist', page: 1 })).toBe('/admin/candidatures')
    expect(applicationsHref({ tab: 'inactive', page: 3 })).toBe('/admin/candidatures?onglet=en-pause&page=3')
    expect(applicationsHref({ tab: 'waitlist', sort: 'oldest', page: 1 })).toBe('/admin/candidatures?tri=anciennes')
    expect(parseApplicationFilters({ tri: 'score' })).toEqual({ tab: 'waitlist', sort: 'score', page: 1 })
    expect(applicationsWhere('all')).toBeUndefined()
    expect(applicationsWhere('active')).toEqual({ status: { equals: 'active' } })
  })

  it('shows one member, where an admin e-mail about them leads', () => {
    const filters = parseApplicationFilters({ onglet: 'toutes', membre: '36' })
    expect(filters).toEqual({ tab: 'all', sort: 'newest', page: 1, member: 36 })
    expect(applicationsHref(filters)).toBe(memberModerationPath(36))
    expect(applicationsWhere('all', 'newest', 36)).toEqual({ id: { equals: 36 } })
    expect(applicationsWhere('active', 'newest', 36)).toEqual({
      and: [{ status: { equals: 'active' } }, { id: { equals: 36 } }],
    })
    for (const membre of ['0', '-1', 'x', '99999999999', '1e3'])
      expect(parseApplicationFilters({ membre })).toEqual({ tab: 'waitlist', sort: 'newest', page: 1 })
  })
})

describe('accepting beyond the capacity', () => {
  it('asks only once the active members fill the places', () => {
    expect(capacityQuestion(49, 50)).toBeNull()
    expect(capacityQuestion(50, 50)).toBe(
      'Toutes les places sont prises (50 membres actifs pour 50 places). Accepter quand même ce membre ?',
    )
    expect(capacityQuestion(53, 50)).toMatch(/^Toutes les places sont prises \(53 membres actifs pour 50 places\)/)
    expect(capacityQuestion(0, 0)).not.toBeNull()
  })
})

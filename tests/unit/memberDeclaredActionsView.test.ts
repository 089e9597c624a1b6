import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import {
  MemberDeclaredActionsView,
  type MemberDeclaredActionsState,
} from '@/components/declaredActions/MemberDeclaredActionsView'
import type { MemberDeclaredActionRow } from '@/community/findMemberDeclaredActions'
import {
  MEMBER_DECLARED_ACTIONS_LOAD_ERRORS,
  type MemberDeclaredActionFilters,
} from '@/domain/declaredActions/memberDeclaredActions'

const ALL: MemberDeclaredActionFilters = { period: 'all', status: 'all', page: 1 }

const render = (state: MemberDeclaredActionsState, filters = ALL) =>
  renderToStaticMarkup(createElement(MemberDeclaredActionsView, { filters, state }))

const row = (overrides: Partial<MemberDeclaredActionRow>): MemberDeclaredActionRow => ({
  id: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  actionType: 'like',
  status: 'pending',
  url: 'https://www.linkedin.com/feed/update/1',
  points: null,
  notes: null,
  project: { title: 'Atelier Compta', href: '/p/atelier-compta' },
  correction: null,
  ...overrides,
})

describe('the page when its data cannot be read', () => {
  it.each([MEMBER_DECLARED_ACTIONS_LOAD_ERRORS.member, MEMBER_DECLARED_ACTIONS_LOAD_ERRORS.list])(
    'says "%s", with no list',
    (message) => {
      const html = render({ error: message })
      expect(html).toContain(message)
      expect(html).not.toContain('Aucune contribution trouvée.')
      expect(html).not.toContain('aria-label="Filtres"')
      expect(html).toContain('href="/dashboard"')
    },
  )
})

describe('the empty state', () => {
  it('gives a hint to declare an action when the member has none', () => {
    const html = render({ list: { rows: [], page: 1, totalPages: 1, totalDocs: 0 } })
    expect(html).toContain('Aucune contribution trouvée.')
    expect(html).toContain('déclare ton action')
    expect(html).not.toContain('aria-label="Pagination"')
  })

  it('offers to clear the filters when they emptied the list', () => {
    const html = render({ list: { rows: [], page: 1, totalPages: 1, totalDocs: 0 } }, { ...ALL, status: 'rejected' })
    expect(html).toContain('Essaie une autre période ou un autre statut.')
    expect(html).toContain('Voir toutes mes contributions')
  })
})

describe('the rows', () => {
  const html = render(
    {
      list: {
        page: 2,
        totalPages: 3,
        totalDocs: 45,
        rows: [
          row({ id: 1, status: 'validated_auto', points: 3, actionType: 'comment' }),
          row({
            id: 2,
            status: 'rejected',
            notes: 'Lien introuvable.',
            project: { title: 'Projet caché', href: null },
          }),
          row({ id: 3, status: 'pending', url: null, project: null }),
        ],
      },
    },
    { ...ALL, page: 2 },
  )

  it('shows points for validated rows only, and the reason for rejected rows', () => {
    expect(html.match(/\+3 pts/g)).toHaveLength(2) // table and card
    expect(html.match(/Aucun point/g)).toHaveLength(4)
    expect(html).toContain('Lien introuvable.')
  })

  it('labels and colours the statuses', () => {
    expect(html).toMatch(/data-tone="validated"[^>]*>Validé</)
    expect(html).toMatch(/data-tone="rejected"[^>]*>Rejeté</)
    expect(html).toMatch(/data-tone="pending"[^>]*>En attente</)
  })

  it('links a public project, not a private one, and opens declared links safely in a new tab', () => {
    expect(html).toContain('href="/p/atelier-compta"')
    expect(html).not.toMatch(/<a[^>]*>Projet caché/)
    expect(html).toContain('Projet non public')
    expect(html).toMatch(
      /href="https:\/\/www\.linkedin\.com\/feed\/update\/1" target="_blank" rel="noopener noreferrer"/,
    )
  })

  it('pages with previous, next and numbered links, the current one marked', () => {
    expect(html).toContain('45 contributions · page 2 sur 3')
    expect(html).toMatch(/href="\/contributions"[^>]*>Précédent</)
    expect(html).toMatch(/href="\/contributions\?page=3"[^>]*>Suivant</)
    expect(html).toMatch(/aria-label="Page 2" aria-current="page"/)
  })

  it('thanks the member and leads back to the dashboard', () => {
    expect(html).toContain('Merci pour ton soutien')
    expect(html).toContain('Retour au dashboard')
  })
})

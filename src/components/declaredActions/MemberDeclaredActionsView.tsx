import Link from 'next/link'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { Pagination } from '@/components/Pagination'
import type { MemberDeclaredActionsList as List } from '@/community/findMemberDeclaredActions'
import {
  memberDeclaredActionsHref,
  DEFAULT_FILTERS,
  type MemberDeclaredActionFilters as Filters,
} from '@/domain/declaredActions/memberDeclaredActions'
import { ACTION_TYPE_LABELS, ACTION_TYPE_WORDS, actionTypesInWords } from '@/domain/declaredActions/declaredActions'
import { capitalized, countOf } from '@/domain/french'

import { MemberDeclaredActionFilters } from './MemberDeclaredActionFilters'
import { MemberDeclaredActionsList } from './MemberDeclaredActionsList'
import { LoadErrorToast } from './LoadErrorToast'
import { Icon } from '@/components/Icon'

export type MemberDeclaredActionsState = { list: List } | { error: string }

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
      <p className="text-lg font-semibold">Aucune contribution trouvée.</p>
      {filtered ? (
        <>
          <p className="mt-2 text-stone-600">Essaie une autre période ou un autre statut.</p>
          <Link href="/contributions" className={`${outlineButton('small')} mt-5`}>
            Voir toutes mes contributions
          </Link>
        </>
      ) : (
        <p className="mt-2 text-stone-600">
          {capitalized(actionTypesInWords((type) => ACTION_TYPE_WORDS[type].imperative))} sur un projet de la
          communauté, puis déclare ton action depuis sa page pour gagner des points.
        </p>
      )}
    </div>
  )
}

function LoadError({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900">
      <p className="font-semibold">{message}</p>
      <p className="mt-2 text-sm">Réessaie dans quelques instants.</p>
      <LoadErrorToast description={message} />
    </div>
  )
}

export function MemberDeclaredActionsView({ filters, state }: { filters: Filters; state: MemberDeclaredActionsState }) {
  const filtered = filters.period !== DEFAULT_FILTERS.period || filters.status !== DEFAULT_FILTERS.status
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mes contributions</h1>
      <p className="mt-2 text-stone-700">
        Les actions que tu as déclarées sur les projets de la Tryb. L’équipe les vérifie sous 48 h.
      </p>

      {'error' in state ? (
        <div className="mt-8">
          <LoadError message={state.error} />
        </div>
      ) : (
        <>
          <div className="mt-8">
            <MemberDeclaredActionFilters filters={filters} />
          </div>
          <div className="mt-6">
            {state.list.totalDocs === 0 ? (
              <EmptyState filtered={filtered} />
            ) : (
              <>
                <p className="mb-3 text-sm text-stone-600" data-testid="contributions-count">
                  {countOf(state.list.totalDocs, 'contribution', 'contributions')}
                  {state.list.totalPages > 1 && ` · page ${state.list.page} sur ${state.list.totalPages}`}
                </p>
                <MemberDeclaredActionsList rows={state.list.rows} />
                <Pagination
                  page={state.list.page}
                  totalPages={state.list.totalPages}
                  hrefFor={(page) => memberDeclaredActionsHref({ ...filters, page })}
                />
              </>
            )}
          </div>
        </>
      )}

      <aside className="mt-12 rounded-2xl bg-brand-50 px-6 py-6 text-center">
        <p className="text-lg font-semibold">Merci pour ton soutien 💛</p>
        <p className="mt-1 text-stone-700">
          Chaque {actionTypesInWords((type) => ACTION_TYPE_LABELS[type].toLowerCase())} aide un membre de la Tryb à
          gagner en visibilité.
        </p>
        <Link href="/dashboard" className={`${primaryButton('small')} mt-4`}>
          <Icon name="arrow-left" className="size-4" />
          Retour au dashboard
        </Link>
      </aside>
    </main>
  )
}

import Link from 'next/link'
import type { AdminViewServerProps, Payload, PayloadRequest } from 'payload'

import { ModerationPagination } from '@/components/admin/ModerationPagination'
import { ModerationView } from '@/components/admin/ModerationView'
import { SortLinks } from '@/components/admin/SortLinks'
import {
  APPLICATION_MESSAGES,
  APPLICATION_SORT_OPTIONS,
  APPLICATION_SORTS,
  APPLICATION_TAB_OPTIONS,
  APPLICATION_TABS,
  applicationsHref,
  parseApplicationFilters,
  type ApplicationFilters,
} from '@/domain/applications/adminApplications'
import { countOf } from '@/domain/french'
import { listApplications, type ApplicationsPage } from '@/moderation/applications'

import { ApplicationsTable } from './ApplicationsTable'

export function AdminApplicationsView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  return (
    <ModerationView view={props} path="/candidatures" title="Gestion des candidatures">
      {() => (
        <AdminApplications
          payload={req.payload}
          user={req.user}
          filters={parseApplicationFilters(props.searchParams ?? {})}
        />
      )}
    </ModerationView>
  )
}

async function AdminApplications({
  payload,
  user,
  filters,
}: {
  payload: Payload
  user: PayloadRequest['user']
  filters: ApplicationFilters
}) {
  let list: ApplicationsPage
  try {
    list = await listApplications(payload, user, filters)
  } catch (error) {
    payload.logger.error({ err: error }, '[moderation] liste des candidatures illisible')
    return (
      <p role="alert" className="tryb-moderation__error">
        {APPLICATION_MESSAGES.loadFailed}
      </p>
    )
  }

  return (
    <>
      <nav aria-label="Candidatures par statut" className="tryb-moderation__filters">
        <ul>
          {APPLICATION_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={applicationsHref({ tab, sort: filters.sort, page: 1 })}
                aria-current={tab === filters.tab ? 'page' : undefined}
              >
                {`${APPLICATION_TAB_OPTIONS[tab].label} (${list.counts[tab]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SortLinks
        label="Trier les candidatures"
        options={APPLICATION_SORTS.map((sort) => ({
          key: sort,
          label: APPLICATION_SORT_OPTIONS[sort].label,
          href: applicationsHref({ tab: filters.tab, sort, page: 1 }),
          current: sort === (filters.sort ?? 'newest'),
        }))}
      />
      {filters.member ? (
        <p className="tryb-moderation__muted">
          Un seul membre affiché (n° {filters.member}) :{' '}
          <Link href={applicationsHref({ tab: filters.tab, sort: filters.sort, page: 1 })}>
            voir toutes les candidatures
          </Link>
        </p>
      ) : null}
      {filters.sort === 'score' ? <p className="tryb-moderation__muted">{APPLICATION_MESSAGES.unscored}</p> : null}
      <p className="tryb-moderation__count">
        {countOf(list.activeMembers, 'membre actif', 'membres actifs')} pour {countOf(list.capacity, 'place', 'places')}
      </p>
      <ApplicationsTable
        key={applicationsHref(filters)}
        rows={list.rows}
        caption={`Candidatures — ${APPLICATION_TAB_OPTIONS[filters.tab].label}, page ${list.page}`}
        full={list.activeMembers >= list.capacity}
      />
      <ModerationPagination
        page={list.page}
        totalPages={list.totalPages}
        hrefFor={(page) => applicationsHref({ ...filters, page })}
      />
    </>
  )
}

import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect, unstable_rethrow } from 'next/navigation'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { HomeTarget } from '@/components/site/HomeLink'
import { ContributionsView, type ContributionsState } from '@/components/contributions/ContributionsView'
import { findContributions } from '@/contributions/findContributions'
import {
  CONTRIBUTIONS_LOAD_ERRORS,
  contributionsHref,
  pageSizeFrom,
  parseContributionFilters,
} from '@/domain/contributions'
import type { SearchParams } from '@/domain/listParams'
import { getCachedGlobal } from '@/globals/getCachedGlobal'

export const metadata: Metadata = { title: 'Mes contributions', robots: { index: false } }

type Props = { searchParams: Promise<SearchParams> }

/** The active member's declared actions, filtered and paged in the database. */
export default async function ContributionsPage({ searchParams }: Props) {
  const filters = parseContributionFilters(await searchParams)

  let member: Awaited<ReturnType<typeof guardMemberPage>>
  try {
    member = await guardMemberPage('contributions', '/contributions')
  } catch (error) {
    unstable_rethrow(error)
    console.error('[contributions] member lookup failed', error)
    return <ContributionsView filters={filters} state={{ error: CONTRIBUTIONS_LOAD_ERRORS.member }} />
  }

  let state: ContributionsState
  try {
    const [payload, rules] = await Promise.all([getPayload({ config }), getCachedGlobal('rules')()])
    state = { list: await findContributions(payload, member, filters, { pageSize: pageSizeFrom(rules.page_size) }) }
  } catch (error) {
    console.error('[contributions] list failed', error)
    state = { error: CONTRIBUTIONS_LOAD_ERRORS.list }
  }

  // A page past the end (a filter narrowed the list, an old bookmark): the last page instead.
  if ('list' in state && state.list.totalDocs > 0 && filters.page > state.list.totalPages) {
    redirect(contributionsHref({ ...filters, page: state.list.totalPages }))
  }

  return (
    <>
      <SessionKeeper />
      {/* Active members only here: the logo leads back to their dashboard. */}
      <HomeTarget href="/dashboard" />
      <ContributionsView filters={filters} state={state} />
    </>
  )
}

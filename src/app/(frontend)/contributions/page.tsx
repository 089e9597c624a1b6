import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect, unstable_rethrow } from 'next/navigation'
import { getPayload } from 'payload'

import { guardMemberPage } from '@/auth/currentMember'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { HomeTarget } from '@/components/site/HomeLink'
import {
  MemberDeclaredActionsView,
  type MemberDeclaredActionsState,
} from '@/components/declaredActions/MemberDeclaredActionsView'
import { findMemberDeclaredActions } from '@/community/findMemberDeclaredActions'
import {
  MEMBER_DECLARED_ACTIONS_LOAD_ERRORS,
  memberDeclaredActionsHref,
  pageSizeFrom,
  parseMemberDeclaredActionFilters,
} from '@/domain/declaredActions/memberDeclaredActions'
import type { SearchParams } from '@/domain/request/listParams'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { rethrowConnectionLoss } from '@/errors/rethrowConnectionLoss'

export const metadata: Metadata = { title: 'Mes contributions', robots: { index: false } }

type Props = { searchParams: Promise<SearchParams> }

export default async function MemberDeclaredActionsPage({ searchParams }: Props) {
  const filters = parseMemberDeclaredActionFilters(await searchParams)

  let member: Awaited<ReturnType<typeof guardMemberPage>>
  try {
    member = await guardMemberPage('contributions', '/contributions')
  } catch (error) {
    unstable_rethrow(error)
    rethrowConnectionLoss(error)
    console.error('[contributions] member lookup failed', error)
    return <MemberDeclaredActionsView filters={filters} state={{ error: MEMBER_DECLARED_ACTIONS_LOAD_ERRORS.member }} />
  }

  let state: MemberDeclaredActionsState
  try {
    const [payload, rules] = await Promise.all([getPayload({ config }), getCachedGlobal('rules')()])
    state = {
      list: await findMemberDeclaredActions(payload, member, filters, { pageSize: pageSizeFrom(rules.page_size) }),
    }
  } catch (error) {
    rethrowConnectionLoss(error)
    console.error('[contributions] list failed', error)
    state = { error: MEMBER_DECLARED_ACTIONS_LOAD_ERRORS.list }
  }

  // A page past the end (a filter narrowed the list, an old bookmark): the last page instead.
  if ('list' in state && state.list.totalDocs > 0 && filters.page > state.list.totalPages) {
    redirect(memberDeclaredActionsHref({ ...filters, page: state.list.totalPages }))
  }

  return (
    <>
      <SessionKeeper />
      {/* Active members only here: the logo leads back to their dashboard. */}
      <HomeTarget href="/dashboard" />
      <MemberDeclaredActionsView filters={filters} state={state} />
    </>
  )
}

import type { AdminViewServerProps } from 'payload'

import { cursorParam, orderParam } from '@/domain/request/listParams'
import {
  parseProjectTypeFilter,
  PROJECT_SHEET_PARAM,
  PROJECT_TYPE_OPTIONS,
  PROJECTS_PATH,
} from '@/domain/moderation/moderationQueues'
import { documentId } from '@/domain/relationId'
import { listProjectsForModeration } from '@/moderation/projects'
import { PAYMENT_SEARCH_PARAM } from '@/domain/payments/campaignPayment'
import { asAdmin } from '@/auth/signedInAdmin'
import { expectedTransfers, searchPayments, withCampaignPayments } from '@/payments/paymentMatching'

import { ModerationView } from '../ModerationView'
import { ProjectsBoard } from './ProjectsBoard'

export function ProjectsView(view: AdminViewServerProps) {
  return (
    <ModerationView view={view} path="/projets" title="Administration des projets">
      {() => <ProjectLists view={view} />}
    </ModerationView>
  )
}

async function ProjectLists({ view }: { view: AdminViewServerProps }) {
  const { req } = view.initPageResult
  const params = view.searchParams ?? {}
  const type = parseProjectTypeFilter(params)
  const order = orderParam(params)
  const searched = params[PAYMENT_SEARCH_PARAM]
  const query = (typeof searched === 'string' ? searched : '').trim().slice(0, 40)
  const admin = asAdmin(req.user)
  const [lists, rules, expected, found] = await Promise.all([
    listProjectsForModeration(req.payload, req.user, cursorParam(params), undefined, { type, order }),
    req.payload.findGlobal({ slug: 'rules', depth: 0 }),
    expectedTransfers(req.payload, admin),
    query ? searchPayments(req.payload, admin, query) : null,
  ])
  if (!lists || !expected) return null
  const planned = await withCampaignPayments(req.payload, lists.planned)
  return (
    <>
      {type === 'all' ? null : (
        <p className="tryb-moderation__filter-note">
          Projets en attente : demandes de {PROJECT_TYPE_OPTIONS[type].label.toLowerCase()} seulement.{' '}
          <a href={PROJECTS_PATH}>Tout afficher</a>
        </p>
      )}
      <ProjectsBoard
        lists={{ ...lists, planned }}
        order={order}
        campaignPrice={rules.campaign_price}
        expected={expected}
        search={found ? { query, ...found } : null}
        // An admin e-mail's link (`projectModerationPath`) opens that project's sheet.
        linkedProject={documentId(params[PROJECT_SHEET_PARAM])}
      />
    </>
  )
}

import type { AdminViewServerProps } from 'payload'

import { cursorParam, orderParam } from '@/domain/listParams'
import {
  parseProjectTypeFilter,
  PROJECT_SHEET_PARAM,
  PROJECT_TYPE_OPTIONS,
  PROJECTS_PATH,
} from '@/domain/moderationQueues'
import { documentId } from '@/moderation/decisions'
import { listProjectsForModeration } from '@/moderation/projects'

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
  const [lists, rules] = await Promise.all([
    listProjectsForModeration(req.payload, req.user, cursorParam(params), undefined, { type, order }),
    req.payload.findGlobal({ slug: 'rules', depth: 0 }),
  ])
  if (!lists) return null
  return (
    <>
      {type === 'all' ? null : (
        <p className="tryb-moderation__filter-note">
          Projets en attente : demandes de {PROJECT_TYPE_OPTIONS[type].label.toLowerCase()} seulement.{' '}
          <a href={PROJECTS_PATH}>Tout afficher</a>
        </p>
      )}
      <ProjectsBoard
        lists={lists}
        order={order}
        campaignPrice={rules.campaign_price}
        // An admin e-mail's link (`projectModerationPath`) opens that project's sheet.
        linkedProject={documentId(params[PROJECT_SHEET_PARAM])}
      />
    </>
  )
}

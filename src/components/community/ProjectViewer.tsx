'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { projectPreviewAction, projectViewerAction } from '@/actions/projectPage'
import { memberHintFrom } from '@/auth/memberHint'
import { useHydrated } from '@/components/useHydrated'
import type { ProjectPreview as ProjectPreviewData } from '@/community/projectPreview'
import type { ProjectViewerState } from '@/community/projectViewer'
import { feedbackCountLabel } from '@/domain/feedbacks'
import { publicProjectPath } from '@/domain/projects/projectVisibility'

import { FeedbackInvitation } from './FeedbackInvitation'
import { onProjectChange } from '@/components/projectChanged'
import { VoteButton } from './VoteButton'

// The owner's and the member's sections (their forms, their schemas) are fetched only by a
// browser that shows them: a visitor's page, the one a campaign shares, carries none of that code.
const OwnerSection = dynamic(() => import('./ProjectViewerSections').then((sections) => sections.OwnerSection))
const SupportSection = dynamic(() => import('./ProjectViewerSections').then((sections) => sections.SupportSection))
const FeedbackSection = dynamic(() =>
  import('@/components/feedbacks/FeedbackSection').then((sections) => sections.FeedbackSection),
)
// A preview (staff, or the owner before publication) draws the whole page in the browser: its code
// (the image's srcset, the dates) is fetched then; the preview route still renders it on the server.
const ProjectView = dynamic(() => import('./ProjectView').then((view) => view.ProjectView))

/** The HTML is the visitor's for everyone; a browser holding the member hint asks once, after load, for the rest. */
type Viewer = { state: 'visitor' } | { state: 'asking' } | { state: 'known'; known: ProjectViewerState }

const ViewerContext = createContext<{ viewer: Viewer; projectId: number; slug: string }>({
  viewer: { state: 'visitor' },
  projectId: 0,
  slug: '',
})

export function ProjectViewerProvider({
  projectId,
  slug,
  children,
}: {
  projectId: number
  slug: string
  children: ReactNode
}) {
  // No hint: a visitor (or staff), who needs nothing from the server.
  const asks = useHydrated() && Boolean(memberHintFrom(document.cookie))
  const [answer, setAnswer] = useState<{ slug: string; viewer: Viewer } | null>(null)
  const revision = useRevision()

  useEffect(() => {
    if (!asks) return
    let current = true
    projectViewerAction(slug)
      .then((known) => {
        if (current) setAnswer({ slug, viewer: known ? { state: 'known', known } : { state: 'visitor' } })
      })
      // Unreachable server: the visitor's view, whose button leads to the sign-in page.
      .catch(() => current && setAnswer({ slug, viewer: { state: 'visitor' } }))
    return () => {
      current = false
    }
  }, [asks, slug, revision])

  const viewer: Viewer = answer?.slug === slug ? answer.viewer : asks ? { state: 'asking' } : { state: 'visitor' }
  return <ViewerContext.Provider value={{ viewer, projectId, slug }}>{children}</ViewerContext.Provider>
}

export function ProjectVote({ count }: { count: number }) {
  const { viewer, projectId, slug } = useContext(ViewerContext)
  const ability = viewer.state === 'known' ? viewer.known.ability : viewer.state === 'asking' ? 'active' : 'visitor'
  const voted = viewer.state === 'known' && viewer.known.voted
  return (
    <VoteButton
      // A new viewer state starts the button afresh (it keeps its own count once clicked).
      key={`${viewer.state}-${ability}-${voted}`}
      projectId={projectId}
      count={viewer.state === 'known' ? viewer.known.votesCount : count}
      voted={voted}
      ability={ability}
      busy={viewer.state === 'asking'}
      loginHref={loginHref(slug)}
    />
  )
}

export function ProjectManage() {
  const { viewer, projectId, slug } = useContext(ViewerContext)
  const tools = viewer.state === 'known' ? viewer.known.owner : null
  return tools ? <OwnerSection projectId={projectId} slug={slug} tools={tools} /> : null
}

export function ProjectSupport() {
  const { viewer, projectId } = useContext(ViewerContext)
  const support = viewer.state === 'known' ? viewer.known.support : null
  return support ? <SupportSection projectId={projectId} support={support} /> : null
}

/**
 * A member's count is read with their side, so it follows what they post at once; a visitor keeps
 * the static page's count and is told how to give feedback.
 */
export function ProjectFeedback({ count, closed }: { count: number; closed: boolean }) {
  const { viewer, projectId, slug } = useContext(ViewerContext)
  const side = viewer.state === 'known' ? viewer.known.feedback : null
  const isClosed = side ? side.closed : closed
  return (
    <>
      <p data-testid="feedback-count">{feedbackCountLabel(side ? side.count : count)}</p>
      {isClosed && (
        <p className="rounded-xl bg-neutral-100 px-4 py-3" data-testid="feedback-closed">
          Merci, j’ai ce qu’il me faut : les retours sont fermés.
        </p>
      )}
      {viewer.state === 'visitor' && !isClosed && <FeedbackInvitation loginHref={loginHref(slug)} />}
      {side && <FeedbackSection projectId={projectId} side={side} />}
    </>
  )
}

/** Staff hold no member hint, so every browser on the static 404 asks once whether it may see the project. */
export function ProjectPreview({ children, initial }: { children?: ReactNode; initial?: ProjectPreviewData }) {
  const pathname = usePathname()
  const [preview, setPreview] = useState<(ProjectPreviewData & { pathname: string }) | null>(
    initial ? { pathname, ...initial } : null,
  )
  const revision = useRevision()

  useEffect(() => {
    const slug = slugFromPath(pathname)
    // The preview route rendered it already: asked again only once the project changed.
    if (!slug || (initial && revision === 0)) return
    let current = true
    projectPreviewAction(slug)
      .then((answer) => {
        if (!current || !answer) return
        document.title = `${answer.project.title} — Tryb`
        setPreview({ pathname, ...answer })
      })
      // Unreachable server: what is shown stays.
      .catch(() => {})
    return () => {
      current = false
    }
    // `initial` is the first render's only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, revision])

  if (preview?.pathname !== pathname) return children
  const { project, viewer } = preview
  const slug = project.slug ?? ''
  return (
    <ProjectView
      project={project}
      payment={viewer.owner?.payment}
      vote={
        <VoteButton
          projectId={project.id}
          count={project.votes_count ?? 0}
          voted={viewer.voted}
          ability={viewer.ability}
          loginHref={loginHref(slug)}
        />
      }
      manage={viewer.owner && <OwnerSection projectId={project.id} slug={slug} tools={viewer.owner} />}
      declare={viewer.support && <SupportSection projectId={project.id} support={viewer.support} />}
    />
  )
}

const loginHref = (slug: string) => `/login?next=${encodeURIComponent(publicProjectPath(slug))}`

/** Counts the project changes announced on this page, so that the viewer's side is asked again. */
function useRevision() {
  const [revision, setRevision] = useState(0)
  useEffect(() => onProjectChange(() => setRevision((current) => current + 1)), [])
  return revision
}

function slugFromPath(pathname: string) {
  const encoded = /^\/p\/([^/]+)$/.exec(pathname)?.[1]
  if (!encoded) return null
  try {
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

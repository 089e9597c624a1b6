'use client'

import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { projectPreviewAction, projectViewerAction } from '@/actions/projectPage'
import { memberHintFrom } from '@/auth/memberHint'
import { useHydrated } from '@/components/useHydrated'
import type { ProjectViewerParts } from '@/community/projectViewer'

import { onProjectChange } from './projectChanged'
import { VoteButton } from './VoteButton'

/**
 * The viewer's side of a project's static page. The HTML is the same for everyone (a visitor's
 * view); a browser holding the member hint asks the server once, after load, for the rest.
 */
type Viewer = { state: 'visitor' } | { state: 'asking' } | { state: 'known'; parts: ProjectViewerParts }

const ViewerContext = createContext<Viewer>({ state: 'visitor' })

export function ProjectViewerProvider({ slug, children }: { slug: string; children: ReactNode }) {
  // No hint: a visitor (or staff), who needs nothing from the server.
  const asks = useHydrated() && Boolean(memberHintFrom(document.cookie))
  const [answer, setAnswer] = useState<{ slug: string; viewer: Viewer } | null>(null)
  const revision = useRevision()

  useEffect(() => {
    if (!asks) return
    let current = true
    projectViewerAction(slug)
      .then((parts) => {
        if (current) setAnswer({ slug, viewer: parts ? { state: 'known', parts } : { state: 'visitor' } })
      })
      // Unreachable server: the visitor's view, whose button leads to the sign-in page.
      .catch(() => current && setAnswer({ slug, viewer: { state: 'visitor' } }))
    return () => {
      current = false
    }
  }, [asks, slug, revision])

  const viewer: Viewer = answer?.slug === slug ? answer.viewer : asks ? { state: 'asking' } : { state: 'visitor' }
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
}

/** The project's vote button: the cached public count, the viewer's state once known. */
export function ProjectVote({ projectId, count, loginHref }: { projectId: number; count: number; loginHref: string }) {
  const viewer = useContext(ViewerContext)
  const ability = viewer.state === 'known' ? viewer.parts.ability : viewer.state === 'asking' ? 'active' : 'visitor'
  const voted = viewer.state === 'known' && viewer.parts.voted
  return (
    <VoteButton
      // A new viewer state starts the button afresh (it keeps its own count once clicked).
      key={`${viewer.state}-${ability}-${voted}`}
      projectId={projectId}
      count={count}
      voted={voted}
      ability={ability}
      busy={viewer.state === 'asking'}
      loginHref={loginHref}
    />
  )
}

/** The owner's "Gérer mon projet", once the server said the viewer owns the project. */
export function ProjectManage() {
  const viewer = useContext(ViewerContext)
  return viewer.state === 'known' ? viewer.parts.manage : null
}

/** "Déclarer une action", once the server said the viewer is a member who does not own it. */
export function ProjectDeclaration() {
  const viewer = useContext(ViewerContext)
  return viewer.state === 'known' ? viewer.parts.declare : null
}

/**
 * "Projet introuvable" for a visitor; the whole page for the owner and the admins of a project
 * that is not public yet (staff hold no member hint, so every browser asks once).
 */
export function ProjectPreview({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  const [preview, setPreview] = useState<{ pathname: string; view: ReactNode } | null>(null)
  const revision = useRevision()

  useEffect(() => {
    const slug = slugFromPath(pathname)
    if (!slug) return
    let current = true
    projectPreviewAction(slug)
      .then((answer) => {
        if (!current || !answer) return
        document.title = `${answer.title} — Tryb`
        setPreview({ pathname, view: answer.view })
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [pathname, revision])

  return preview?.pathname === pathname ? preview.view : children
}

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

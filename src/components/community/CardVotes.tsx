'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { viewerVotesAction } from '@/actions/votes'
import { memberHintFrom } from '@/auth/memberHint'
import type { VoteAbility } from '@/domain/community'

import { VoteButton } from './VoteButton'

/**
 * The viewer's side of a cached community page. The HTML is the same for everyone (a visitor's
 * view); a browser holding the member hint asks the server once for the whole page.
 */
type Viewer =
  { state: 'visitor' } | { state: 'asking' } | { state: 'known'; ability: VoteAbility; votedIds: ReadonlySet<number> }

const ViewerContext = createContext<{ viewer: Viewer; loginHref: string }>({
  viewer: { state: 'visitor' },
  loginHref: '/login',
})

/** Wraps the cards of one page: `projectIds` are every card's project, `returnPath` the page. */
export function CardVotesProvider({
  projectIds,
  returnPath,
  children,
}: {
  projectIds: number[]
  returnPath: string
  children: ReactNode
}) {
  const [viewer, setViewer] = useState<Viewer>({ state: 'visitor' })
  const idsKey = projectIds.join(',')

  useEffect(() => {
    // No hint: a visitor (or staff), who needs nothing from the server.
    if (!memberHintFrom(document.cookie) || !idsKey) return
    let current = true
    setViewer({ state: 'asking' })
    viewerVotesAction(idsKey.split(',').map(Number))
      .then((answer) => {
        if (current) setViewer({ state: 'known', ability: answer.ability, votedIds: new Set(answer.votedIds) })
      })
      // Unreachable server: the visitor's view, whose button leads to the sign-in page.
      .catch(() => current && setViewer({ state: 'visitor' }))
    return () => {
      current = false
    }
  }, [idsKey])

  return (
    <ViewerContext.Provider value={{ viewer, loginHref: `/login?next=${encodeURIComponent(returnPath)}` }}>
      {children}
    </ViewerContext.Provider>
  )
}

/** The vote button of one card: the cached public count, the viewer's state once known. */
export function CardVote({ projectId, count, title }: { projectId: number; count: number; title: string }) {
  const { viewer, loginHref } = useContext(ViewerContext)
  const ability: VoteAbility =
    viewer.state === 'known' ? viewer.ability : viewer.state === 'asking' ? 'active' : 'visitor'
  const voted = viewer.state === 'known' && viewer.votedIds.has(projectId)
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
      subject={title}
      size="small"
    />
  )
}

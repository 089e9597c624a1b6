'use client'

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import { viewerVotesAction } from '@/actions/votes'
import { memberHintFrom } from '@/auth/memberHint'
import { useHydrated } from '@/components/useHydrated'
import type { VoteAbility } from '@/domain/community'

import { VoteButton } from './VoteButton'

/** The HTML is the visitor's for everyone; a browser holding the member hint asks once for the viewer's side. */
type Viewer =
  | { state: 'visitor' }
  | { state: 'asking' }
  | { state: 'known'; ability: VoteAbility; votedIds: ReadonlySet<number>; counts: Readonly<Record<number, number>> }

const ViewerContext = createContext<{ viewer: Viewer; loginHref: string }>({
  viewer: { state: 'visitor' },
  loginHref: '/login',
})

export function CardVotesProvider({
  projectIds,
  returnPath,
  children,
}: {
  projectIds: number[]
  returnPath: string
  children: ReactNode
}) {
  const idsKey = projectIds.join(',')
  // No hint: a visitor (or staff), who needs nothing from the server.
  const asks = useHydrated() && Boolean(idsKey) && Boolean(memberHintFrom(document.cookie))
  const [answer, setAnswer] = useState<{ idsKey: string; viewer: Viewer } | null>(null)

  useEffect(() => {
    if (!asks) return
    let current = true
    viewerVotesAction(idsKey.split(',').map(Number))
      .then(({ ability, votedIds, counts }) => {
        if (current) setAnswer({ idsKey, viewer: { state: 'known', ability, votedIds: new Set(votedIds), counts } })
      })
      // Unreachable server: the visitor's view, whose button leads to the sign-in page.
      .catch(() => current && setAnswer({ idsKey, viewer: { state: 'visitor' } }))
    return () => {
      current = false
    }
  }, [asks, idsKey])

  const viewer: Viewer = answer?.idsKey === idsKey ? answer.viewer : asks ? { state: 'asking' } : { state: 'visitor' }

  return (
    <ViewerContext.Provider value={{ viewer, loginHref: `/login?next=${encodeURIComponent(returnPath)}` }}>
      {children}
    </ViewerContext.Provider>
  )
}

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
      count={viewer.state === 'known' ? (viewer.counts[projectId] ?? count) : count}
      voted={voted}
      ability={ability}
      busy={viewer.state === 'asking'}
      loginHref={loginHref}
      subject={title}
      size="small"
    />
  )
}

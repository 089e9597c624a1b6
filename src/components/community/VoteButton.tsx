'use client'

import Link from 'next/link'
import { useId, useOptimistic, useState, useTransition } from 'react'

import { toggleVoteAction } from '@/actions/votes'
import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { actionFailureMessage } from '@/components/form/actionFailure'
import { Toast, useToast } from '@/components/Toast'
import type { VoteAbility } from '@/domain/community'
import { countOf } from '@/domain/french'
import { Icon } from '@/components/Icon'

type Props = {
  projectId: number
  count: number
  voted: boolean
  ability: VoteAbility
  loginHref: string
  subject?: string
  /** True while the viewer's own state is still being asked for: shown, not yet clickable. */
  busy?: boolean
  size?: 'small' | 'medium'
}

const NOTICES: Partial<Record<VoteAbility, string>> = {
  waitlist: 'Vote disponible après activation de ton compte.',
  inactive: 'Vote disponible après activation de ton compte.',
  staff: 'Le vote est réservé aux membres.',
  unpublished: 'Le vote ouvre quand le projet est publié.',
}

/** Optimistic count, then the server's stored count. */
export function VoteButton({
  projectId,
  count,
  voted,
  ability,
  loginHref,
  subject,
  busy = false,
  size = 'medium',
}: Props) {
  const noticeId = useId()
  const [stored, setStored] = useState({ count, voted })
  const [shown, setShown] = useOptimistic(stored, (state, nextVoted: boolean) => ({
    voted: nextVoted,
    count: Math.max(0, state.count + (nextVoted ? 1 : -1)),
  }))
  const [pending, startTransition] = useTransition()
  const toast = useToast()

  const label = (
    <>
      <Icon name="heart" className={`${size === 'small' ? 'size-4' : 'size-5'} ${shown.voted ? 'fill-current' : ''}`} />
      <span>{shown.voted ? 'Voté' : 'Voter'}</span>
      {subject && <span className="sr-only"> pour {subject},</span>}
      <span aria-hidden="true">·</span>
      <span data-testid="vote-count">{countOf(shown.count, 'vote', 'votes')}</span>
    </>
  )

  if (ability === 'visitor') {
    return (
      <Link href={loginHref} className={outlineButton(size)} data-testid="vote-button">
        {label}
      </Link>
    )
  }

  if (ability !== 'active') {
    return (
      <div className="flex flex-col items-start gap-1">
        <button
          type="button"
          disabled
          className={outlineButton(size)}
          data-testid="vote-button"
          aria-describedby={noticeId}
        >
          {label}
        </button>
        <p id={noticeId} className="text-sm text-neutral-600">
          {NOTICES[ability]}
        </p>
      </div>
    )
  }

  const waiting = pending || busy
  const toggle = () => {
    if (waiting) return
    startTransition(async () => {
      setShown(!shown.voted)
      const result = await toggleVoteAction(projectId).catch((error) => ({
        ok: false as const,
        error: actionFailureMessage(error),
      }))
      if (result.ok) setStored({ count: result.count, voted: result.voted })
      else toast.show({ tone: 'error', title: 'Erreur', description: result.error })
    })
  }

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        // aria-disabled rather than disabled: a disabled button drops the keyboard focus.
        aria-disabled={waiting || undefined}
        aria-busy={waiting || undefined}
        aria-pressed={shown.voted}
        className={`${shown.voted ? primaryButton(size) : outlineButton(size)} aria-disabled:border-stone-300 aria-disabled:bg-stone-200 aria-disabled:text-stone-600`}
        data-testid="vote-button"
      >
        {label}
      </button>
      <Toast {...toast} />
    </>
  )
}

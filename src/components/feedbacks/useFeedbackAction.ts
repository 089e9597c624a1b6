'use client'

import { useState, useTransition } from 'react'

import { announceProjectChange } from '@/components/projectChanged'
import { GENERIC_FAILURE } from '@/domain/messages'
import type { FeedbackChangeResult } from '@/feedbacks/feedbackChanges'

/** A success asks the page for the viewer's side again, so the new feedback shows. */
export function useFeedbackAction() {
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const run = (action: () => Promise<FeedbackChangeResult>, onDone?: () => void) =>
    startTransition(async () => {
      const result = await action().catch((): FeedbackChangeResult => ({ ok: false, error: GENERIC_FAILURE }))
      if (!result.ok) {
        setError(result.error)
        return
      }
      setError(null)
      onDone?.()
      announceProjectChange()
    })
  return { error, pending, run }
}

'use client'

import { useState, useTransition } from 'react'

import { actionFailureMessage } from '@/components/form/actionFailure'
import { announceProjectChange } from '@/components/projectChanged'
import type { FeedbackChangeResult } from '@/feedbacks/feedbackChanges'

/** A success asks the page for the viewer's side again, so the new feedback shows. */
export function useFeedbackAction() {
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const run = (action: () => Promise<FeedbackChangeResult>, onDone?: () => void) =>
    startTransition(async () => {
      const result = await action().catch((error): FeedbackChangeResult => ({
        ok: false,
        error: actionFailureMessage(error),
      }))
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

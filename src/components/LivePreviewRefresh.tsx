'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

import { useHydrated } from '@/components/useHydrated'

/**
 * In the admin's live preview, re-renders the page each time the draft is autosaved. The admin
 * and the site share one origin, whichever host name the editor used.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />
}

'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

import { useHydrated } from '@/components/useHydrated'

/** The admin and the site share one origin, whichever host name the editor used. */
export function LivePreviewRefresh() {
  const router = useRouter()
  const hydrated = useHydrated()
  if (!hydrated) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />
}

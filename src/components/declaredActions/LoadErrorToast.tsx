'use client'

import { useEffect } from 'react'

import { Toast, useToast } from '@/components/Toast'

/** The catalogue's error toast for a page whose data could not be read (shown once, on arrival). */
export function LoadErrorToast({ description }: { description: string }) {
  const toast = useToast()
  const { show } = toast
  useEffect(() => {
    show({ tone: 'error', title: 'Erreur', description })
  }, [show, description])
  return <Toast {...toast} />
}

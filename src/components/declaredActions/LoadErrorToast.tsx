'use client'

import { useEffect } from 'react'

import { Toast, useToast } from '@/components/Toast'

export function LoadErrorToast({ description }: { description: string }) {
  const toast = useToast()
  const { show } = toast
  useEffect(() => {
    show({ tone: 'error', title: 'Erreur', description })
  }, [show, description])
  return <Toast {...toast} />
}

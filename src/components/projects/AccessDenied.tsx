'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { FormNotice } from '@/components/auth/FormNotice'

export function AccessDenied({ message, to }: { message: string; to: string }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setTimeout(() => router.replace(to), 1200)
    return () => clearTimeout(timer)
  }, [router, to])
  return <FormNotice notice={{ ok: false, message }} />
}

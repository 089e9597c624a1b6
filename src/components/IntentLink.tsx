'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }

/**
 * A link to a form page (/apply, /login, /project-submit…), whose code is prefetched only once
 * the visitor shows the intent to follow it (pointer over it, finger on it, keyboard focus), not
 * as soon as it is on screen: a visible link's idle prefetch loads the form's code (react-hook-form,
 * zod) on every page that links to it, most of the landing's JavaScript. Next's
 * `prefetch={false}` alone would skip the hover prefetch too.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}

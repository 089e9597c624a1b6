'use client'

import { createContext, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react'

import { IntentLink } from '@/components/IntentLink'

type HomeTarget = { href: string; setHref: (href: string) => void }

const HomeTargetContext = createContext<HomeTarget>({ href: '/', setHref: () => undefined })

/** The root layout stays static (reads no cookie), so a member page names another target with `<HomeTarget>`. */
export function HomeTargetProvider({ children }: { children: ReactNode }) {
  const [href, setHref] = useState('/')
  const target = useMemo(() => ({ href, setHref }), [href])
  return <HomeTargetContext value={target}>{children}</HomeTargetContext>
}

/** On intent: the logo is on every page, and its idle prefetch loaded the landing's (or the dashboard's) code everywhere. */
export function HomeLink(props: Omit<ComponentProps<typeof IntentLink>, 'href'>) {
  return <IntentLink href={useContext(HomeTargetContext).href} {...props} />
}

/** Rendered by a member page: while it is shown, the logo leads to `href` (e.g. /dashboard). */
export function HomeTarget({ href }: { href: string }) {
  const { setHref } = useContext(HomeTargetContext)
  useEffect(() => {
    setHref(href)
    return () => setHref('/')
  }, [href, setHref])
  return null
}

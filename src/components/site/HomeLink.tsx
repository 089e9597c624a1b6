'use client'

import Link from 'next/link'
import { createContext, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react'

type HomeTarget = { href: string; setHref: (href: string) => void }

const HomeTargetContext = createContext<HomeTarget>({ href: '/', setHref: () => undefined })

/**
 * Where the logo leads. The header lives in the root layout, which stays static (it reads no
 * cookie), so it always renders `/`; a member page names another target with `<HomeTarget>`
 * once it is shown, and the logo follows until the member leaves the page.
 */
export function HomeTargetProvider({ children }: { children: ReactNode }) {
  const [href, setHref] = useState('/')
  const target = useMemo(() => ({ href, setHref }), [href])
  return <HomeTargetContext value={target}>{children}</HomeTargetContext>
}

/** The logo's link, to the current home target. */
export function HomeLink(props: Omit<ComponentProps<typeof Link>, 'href'>) {
  return <Link href={useContext(HomeTargetContext).href} {...props} />
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

'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import Link from 'next/link'

import { Icon } from '@/components/Icon'
import type { Site } from '@/payload-types'

import { AccountButtons, MenuLoginItem } from './AccountButtons'
import { HomeLink } from './HomeLink'

export function SiteHeader({ site }: { site: Site }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6">
        <HomeLink
          className="text-2xl font-extrabold tracking-tight text-brand-700"
          aria-label={`${site.brand} — accueil`}
        >
          {site.brand}
        </HomeLink>
        <nav aria-label="Navigation principale" className="ml-6 hidden md:block">
          <ul className="flex gap-6 font-medium text-stone-700">
            {site.nav.map((link) => (
              <li key={link.id ?? link.href}>
                <Link href={link.href} className="hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountButtons loginLabel={site.login_label} startLabel={site.start_label} />
          {/* A native disclosure: the phone menu works without any JavaScript. */}
          <details className="group relative md:hidden">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
              aria-label="Menu"
            >
              <Icon name="menu" className="size-6" />
            </summary>
            <nav
              aria-label="Navigation mobile"
              className="absolute right-0 top-12 w-56 rounded-2xl border border-stone-200 bg-white p-2 shadow-lg"
            >
              <ul className="flex flex-col">
                {site.nav.map((link) => (
                  <li key={link.id ?? link.href}>
                    <Link href={link.href} className="menu-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <MenuLoginItem label={site.login_label} />
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}

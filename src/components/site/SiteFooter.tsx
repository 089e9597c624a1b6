'use client'

// A client component fed with its copy, though it has no state: see "Page weight" in docs/ARCHITECTURE.md.
import Link from 'next/link'

import { IntentLink } from '@/components/IntentLink'
import type { Site } from '@/payload-types'

export function SiteFooter({ site }: { site: Site }) {
  return (
    <footer className="mt-auto border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          {/* On intent, like the header's logo: no page loads the landing's code unasked. */}
          <IntentLink href="/" className="text-xl font-extrabold text-brand-700">
            {site.brand}
          </IntentLink>
          <p className="mt-2 text-sm text-stone-600">{site.tagline}</p>
        </div>
        <nav aria-label="Plan du site">
          <ul className="space-y-2 text-sm">
            {site.footer_links.map((link) => (
              <li key={link.id ?? link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Informations légales">
          <ul className="space-y-2 text-sm">
            {site.legal_links.map((link) => (
              <li key={link.id ?? link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-200 py-4 text-center text-xs text-stone-500">{site.copyright}</p>
    </footer>
  )
}

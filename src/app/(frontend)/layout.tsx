import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { HomeTargetProvider } from '@/components/site/HomeLink'
import { SiteHeader } from '@/components/site/SiteHeader'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { siteUrl } from '@/siteUrl'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Tryb — Ensemble, plus forts.', template: '%s — Tryb' },
  description:
    'La Tryb : une communauté sélective de solopreneurs qui testent leurs idées, gagnent en visibilité et font du business ensemble.',
  openGraph: { locale: 'fr_FR', siteName: 'Tryb', type: 'website' },
}

export const viewport: Viewport = { themeColor: '#c2410c' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const site = await getCachedGlobal('site')()
  return (
    <html lang="fr">
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Aller au contenu
        </a>
        <HomeTargetProvider>
          <SiteHeader site={site} />
          <div id="contenu" className="flex flex-1 flex-col">
            {children}
          </div>
          <SiteFooter site={site} />
        </HomeTargetProvider>
      </body>
    </html>
  )
}

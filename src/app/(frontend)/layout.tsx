import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { HomeTargetProvider } from '@/components/site/HomeLink'
import { SiteHeader } from '@/components/site/SiteHeader'
import { getCachedGlobal } from '@/globals/getCachedGlobal'
import { siteUrl } from '@/siteUrl'

import './globals.css'

// Self-hosted: the font file ships with the app, so no page asks another host for it.
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

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
    <html lang="fr" className={inter.variable}>
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

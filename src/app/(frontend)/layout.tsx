import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { siteUrl } from '@/siteUrl'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Tryb — Ensemble, plus forts.', template: '%s — Tryb' },
  description:
    'La Tryb : une communauté sélective de solopreneurs qui testent leurs idées, gagnent en visibilité et font du business ensemble.',
  openGraph: { locale: 'fr_FR', siteName: 'Tryb', type: 'website' },
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">{children}</body>
    </html>
  )
}

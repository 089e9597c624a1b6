import type { Metadata } from 'next'
import Link from 'next/link'

import { outlineButton, primaryButton } from '@/components/buttonStyles'

export const metadata: Metadata = { title: 'Page introuvable', robots: { index: false } }

/** Every visitor has somewhere to go: the landing and the community first, the project form for members. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Cette page n&apos;existe pas.</h1>
      <nav aria-label="Pour continuer" className="flex flex-col items-center gap-3 sm:flex-row">
        <Link href="/" className={primaryButton()}>
          Retour à l’accueil
        </Link>
        <Link href="/communaute" className={outlineButton()}>
          Voir la communauté
        </Link>
        <Link href="/project-submit" className={outlineButton()}>
          Soumettre un projet
        </Link>
      </nav>
    </main>
  )
}

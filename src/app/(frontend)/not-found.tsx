import type { Metadata } from 'next'
import Link from 'next/link'

import { primaryButton } from '@/components/buttonStyles'

export const metadata: Metadata = { title: 'Page introuvable', robots: { index: false } }

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Cette page n&apos;existe pas.</h1>
      <Link href="/project-submit" className={primaryButton()}>
        Soumettre un projet
      </Link>
    </main>
  )
}

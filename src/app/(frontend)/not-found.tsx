import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: 'Page introuvable' }

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Cette page n&apos;existe pas.</h1>
      <Link
        href="/project-submit"
        className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Soumettre un projet
      </Link>
    </main>
  )
}

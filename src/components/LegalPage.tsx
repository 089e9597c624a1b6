import type { Metadata } from 'next'

import { frenchDate } from '@/domain/french'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import type { Legal } from '@/payload-types'

import { Paragraphs } from './Paragraphs'
import { TextSections } from './TextSections'

export type LegalPageKey = 'mentions' | 'privacy' | 'terms'

const PATHS: Record<LegalPageKey, string> = {
  mentions: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/cgu',
}

const firstSentence = (page: Legal[LegalPageKey]) =>
  (page.intro ?? page.sections[0]?.body ?? page.title).split(/(?<=\.)\s/)[0].slice(0, 200)

export async function legalPageMetadata(key: LegalPageKey): Promise<Metadata> {
  const page = (await getCachedGlobal('legal')())[key]
  return {
    title: page.title,
    description: firstSentence(page),
    alternates: { canonical: PATHS[key] },
    openGraph: { title: `${page.title} — Tryb`, description: firstSentence(page), url: PATHS[key] },
  }
}

export async function LegalPage({ page: key }: { page: LegalPageKey }) {
  const page = (await getCachedGlobal('legal')())[key]
  return (
    <main className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
      {page.intro && (
        <div className="mt-4 space-y-3 text-lg text-stone-700">
          <Paragraphs text={page.intro} />
        </div>
      )}
      <TextSections sections={page.sections} idPrefix={key} />
      <p className="mt-12 text-sm text-stone-600">Dernière mise à jour : {frenchDate(page.last_updated)}</p>
    </main>
  )
}

import type { Metadata } from 'next'
import Link from 'next/link'

import { outlineButton, primaryButton } from '@/components/buttonStyles'
import { TextSections } from '@/components/TextSections'
import { charterSections } from '@/domain/charter'
import { COMMUNITY_TIME_ZONE } from '@/domain/timeZones'
import { getCachedGlobal } from '@/cache/getCachedGlobal'

const description =
  'Les règles de la Tryb : confidentialité, respect, entraide, propriété des idées, demandes de visibilité, données personnelles et sanctions.'

export const metadata: Metadata = {
  title: 'Charte',
  description,
  alternates: { canonical: '/charte' },
  openGraph: { title: 'Charte — Tryb', description, url: '/charte' },
}

const versionDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: COMMUNITY_TIME_ZONE })

/** Refreshed when the charter or the rules (the price it states) are saved. */
export default async function CharterPage() {
  const [charter, rules] = await Promise.all([getCachedGlobal('charter')(), getCachedGlobal('rules')()])
  return (
    <main className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">{charter.title}</h1>
      {charter.intro && <p className="mt-4 text-lg text-stone-700">{charter.intro}</p>}
      <TextSections sections={charterSections(charter.sections, rules)} idPrefix="charte" />
      <section aria-labelledby="charte-contact" className="mt-12 rounded-2xl bg-brand-50 p-6">
        <h2 id="charte-contact" className="text-xl font-semibold">
          Contact
        </h2>
        {charter.contact_text && <p className="mt-2 text-stone-700">{charter.contact_text}</p>}
        <p className="mt-2">
          <a className="font-medium text-brand-700 underline" href={`mailto:${charter.contact_email}`}>
            {charter.contact_email}
          </a>
        </p>
      </section>
      <p className="mt-8 text-sm text-stone-600">
        Version {charter.version} du {versionDate.format(new Date(charter.last_updated))}
      </p>
      {/* Open to every visitor: neither link asks to sign in. */}
      <nav aria-label="Après la charte" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className={primaryButton()}>
          Retour à l’accueil
        </Link>
        <Link href="/communaute" className={outlineButton()}>
          Découvrir la communauté
        </Link>
      </nav>
    </main>
  )
}

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { currentMember } from '@/auth/currentMember'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { CharterAcceptanceForm } from '@/components/charter/CharterAcceptanceForm'
import { TextSections } from '@/components/TextSections'
import { charterSections, mustAcceptCharter, withCharterFigures } from '@/domain/charter'
import { destinationAfterSignIn, safeNextPath } from '@/domain/members/memberRouting'
import { COMMUNITY_TIME_ZONE } from '@/domain/timeZones'
import { getCachedGlobal } from '@/cache/getCachedGlobal'

export const metadata: Metadata = { title: 'Nouvelle version de la charte', robots: { index: false } }

const versionDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: COMMUNITY_TIME_ZONE })

type Props = { searchParams: Promise<{ next?: string }> }

/** The charter in force must be accepted first (docs/PRODUCT-RULES.md#charter). */
export default async function CharterAcceptancePage({ searchParams }: Props) {
  const { next } = await searchParams
  const member = await currentMember()
  if (!member) redirect(`/login?next=${encodeURIComponent('/charte/accepter')}`)
  const destination = destinationAfterSignIn(member.status)
  if ('refused' in destination) redirect('/login?error=inactive')
  const goOn = safeNextPath(next) ?? destination.path
  const [charter, rules] = await Promise.all([getCachedGlobal('charter')(), getCachedGlobal('rules')()])
  if (!mustAcceptCharter(member.charter_version, charter.version)) redirect(goOn)

  return (
    <main className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-bold sm:text-4xl">La charte a changé</h1>
      <p className="mt-4 text-lg text-stone-700">
        {member.charter_version
          ? 'La charte de la Tryb a été mise à jour. Lis la nouvelle version et accepte-la pour continuer.'
          : 'Lis la charte de la Tryb et accepte-la pour continuer.'}
      </p>
      <p className="mt-2 text-sm text-stone-600">
        Version {charter.version} du {versionDate.format(new Date(charter.last_updated))}
      </p>
      {member.charter_version && charter.version_summary && (
        <section aria-labelledby="charter-changes" className="mt-6 rounded-2xl bg-brand-50 p-6">
          <h2 id="charter-changes" className="text-xl font-semibold">
            Ce qui change
          </h2>
          <p className="mt-2 whitespace-pre-line text-stone-800">
            {withCharterFigures(charter.version_summary, rules)}
          </p>
        </section>
      )}
      <section aria-label={charter.title} className="mt-10 rounded-2xl border border-stone-200 p-6">
        <p className="text-2xl font-semibold">{charter.title}</p>
        {charter.intro && <p className="mt-4 text-stone-700">{charter.intro}</p>}
        <TextSections sections={charterSections(charter.sections, rules)} idPrefix="charte" />
      </section>
      <CharterAcceptanceForm version={charter.version} next={goOn} />
      <div className="mt-8 border-t border-stone-200 pt-6">
        <p className="mb-3 text-sm text-stone-600">Tu ne veux pas l’accepter maintenant ?</p>
        <SignOutButton />
      </div>
    </main>
  )
}

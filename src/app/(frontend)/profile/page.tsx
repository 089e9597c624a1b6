import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { getPayload } from 'payload'

import { missingForCompletion } from '@/domain/profile/profileCompletion'
import { guardMemberPage } from '@/auth/currentMember'
import { isRecentMagicLinkSession } from '@/auth/magicLinkSessions'
import { sessionIdOf } from '@/auth/memberSession'
import { FormNotice } from '@/components/auth/FormNotice'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { SignOutButton } from '@/components/auth/SignOutButton'
import { outlineButton } from '@/components/buttonStyles'
import { AccountDeletion } from '@/components/profile/AccountDeletion'
import { EmailChangeForm } from '@/components/profile/EmailChangeForm'
import { EmailPreferencesForm } from '@/components/profile/EmailPreferencesForm'
import { BillingDetailsForm } from '@/components/payments/BillingDetailsForm'
import { PasswordChangeForm } from '@/components/profile/PasswordChangeForm'
import { ProfileForm } from '@/components/profile/ProfileForm'
import { StatusBadge } from '@/components/profile/StatusBadge'
import { HomeTarget } from '@/components/site/HomeLink'
import { homePathFor } from '@/domain/members/memberRouting'
import { timeZoneChoices, timeZoneOptions } from '@/domain/timeZones'
import type { Member } from '@/payload-types'
import { avatarSrc } from '@/domain/profile/avatarFile'
import { EXPORT_NOTICES, isExportNotice } from '@/domain/dataExport'
import { billingDetailsOf } from '@/payments/ownerPayment'
import { profileValuesOf } from '@/profile/profileView'
import { emailPreferencesOf } from '@/validation/emailPreferencesForm'
import { passwordFormTitle } from '@/validation/accountForm'
import { PROFILE_MESSAGES } from '@/validation/profileForm'

export const metadata: Metadata = { title: 'Mon profil', robots: { index: false } }

export default async function ProfilePage({ searchParams }: { searchParams: Promise<{ export?: string }> }) {
  const member = await guardMemberPage('profile', '/profile')
  const { export: exportParam } = await searchParams
  const exportNotice = isExportNotice(exportParam) ? exportParam : null
  const payload = await getPayload({ config })
  // Read as the member, like every member page: only what they may see, the photo included.
  const profile: Member | null = await payload
    .findByID({ collection: 'members', id: member.id, depth: 1, user: member, overrideAccess: false })
    .catch((error: unknown) => {
      payload.logger.error({ err: error }, '[profile] chargement du profil impossible')
      return null
    })
  const home = homePathFor(member.status)
  const hasPassword = Boolean(member.has_password)
  const recentMagicLink = !hasPassword && (await isRecentMagicLinkSession(payload, sessionIdOf(member)))
  // Asked on a project's page before its first payment; corrected here for the next invoices.
  const billingDetails = profile && billingDetailsOf(profile)

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <SessionKeeper />
      <HomeTarget href={home} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mon profil</h1>
          <p className="mt-2 break-words text-stone-700">
            {member.first_name} {member.last_name}
          </p>
        </div>
        <StatusBadge status={member.status} />
      </div>

      {profile ? (
        <ProfileForm
          email={profile.email}
          initialValues={profileValuesOf(profile)}
          initialAvatarSrc={avatarSrc(profile.avatar)}
          initialMissing={missingForCompletion(profile)}
          awaitingActivation={member.status === 'waitlist'}
          timeZones={timeZoneOptions(timeZoneChoices(profile.timezone), profile.timezone)}
        />
      ) : (
        <div className="mt-8">
          <FormNotice notice={{ ok: false, message: PROFILE_MESSAGES.loadFailed }} />
        </div>
      )}

      <section aria-labelledby="mon-compte" className="mt-14 space-y-8 border-t border-stone-200 pt-10">
        <h2 id="mon-compte" className="text-xl font-semibold">
          Mon compte
        </h2>
        <div className="space-y-3">
          <h3 className="font-semibold">Changer mon e-mail</h3>
          <EmailChangeForm email={member.email} recentMagicLink={recentMagicLink} />
        </div>
        <div className="space-y-3">
          <h3 className="font-semibold">{passwordFormTitle(hasPassword)}</h3>
          {!hasPassword && (
            <p className="text-sm text-stone-700">
              Tu te connectes aujourd’hui avec un lien reçu par e-mail. Définis un mot de passe pour te connecter aussi
              avec ton e-mail et ce mot de passe.
            </p>
          )}
          {/* Not keyed by `hasPassword`: a first password's confirmation stays once the page's
              refresh turns the form into a change (react-hook-form takes the new schema). */}
          <PasswordChangeForm hasPassword={hasPassword} />
        </div>
      </section>

      <section
        aria-labelledby="preferences-email-title"
        id="preferences-email"
        className="mt-14 space-y-4 border-t border-stone-200 pt-10"
      >
        <h2 id="preferences-email-title" className="text-xl font-semibold">
          Préférences e-mail
        </h2>
        <EmailPreferencesForm initialValues={emailPreferencesOf(profile ?? member)} />
      </section>

      {billingDetails && (
        <section aria-labelledby="facturation" className="mt-14 space-y-4 border-t border-stone-200 pt-10">
          <h2 id="facturation" className="text-xl font-semibold">
            Coordonnées de facturation
          </h2>
          <BillingDetailsForm initial={billingDetails} />
        </section>
      )}

      <section aria-labelledby="mes-donnees" className="mt-14 space-y-4 border-t border-stone-200 pt-10">
        <h2 id="mes-donnees" className="text-xl font-semibold">
          Mes données
        </h2>
        <p className="text-stone-700">
          Un fichier JSON avec tout ce que ton compte contient : ton profil, tes projets, tes votes, tes actions
          déclarées, tes parrainages et tes points. S’il est volumineux, nous le préparons et t’envoyons un lien par
          e-mail.
        </p>
        {exportNotice && (
          <FormNotice notice={{ ok: exportNotice === 'requested', message: EXPORT_NOTICES[exportNotice] }} />
        )}
        {/* A plain link, the route checks the session: a small export downloads at once (an attachment), a
            large one sends the member back here, told it comes by e-mail (so no `download` attribute). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler (a file), not a page Link could render */}
        <a href="/profile/export" className={outlineButton()}>
          Télécharger mes données
        </a>
      </section>

      <section aria-labelledby="suppression" className="mt-12 space-y-4">
        <h2 id="suppression" className="text-xl font-semibold">
          Supprimer mon compte
        </h2>
        <p className="text-stone-700">
          Tu peux demander la suppression de ton compte à tout moment. Tes données personnelles seront anonymisées ;
          l’historique des points et des décisions de modération est conservé sans permettre de t’identifier.
        </p>
        <AccountDeletion requestedAt={profile?.deletion_requested_at ?? null} />
      </section>

      <div className="mt-14 flex flex-col gap-3 border-t border-stone-200 pt-8 sm:flex-row">
        <Link href={home} className={outlineButton()}>
          {home === '/dashboard' ? 'Mon dashboard' : 'Accueil'}
        </Link>
        <SignOutButton />
      </div>
    </main>
  )
}

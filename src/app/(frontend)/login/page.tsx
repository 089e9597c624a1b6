import config from '@payload-config'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { AuthPage } from '@/components/auth/AuthPage'
import { LoginForms } from '@/components/auth/LoginForms'
import { currentMember } from '@/auth/currentMember'
import { reactivationTicket } from '@/auth/reactivationCookie'
import { InactiveAccountPanel } from '@/components/auth/InactiveAccountPanel'
import { inactiveAccountOf } from '@/members/inactiveAccount'
import { destinationAfterSignIn, loginNotice, safeNextPath } from '@/domain/members/memberRouting'

export const metadata: Metadata = {
  title: 'Connexion',
  description: 'Connecte-toi à la Tryb par lien magique ou avec ton mot de passe.',
  alternates: { canonical: '/login' },
  robots: { index: false },
}

type Props = { searchParams: Promise<{ error?: string; next?: string }> }

export default async function LoginPage({ searchParams }: Props) {
  const { error, next } = await searchParams
  const member = await currentMember()
  if (member) {
    const destination = destinationAfterSignIn(member.status)
    if ('refused' in destination) redirect('/auth/signout?next=%2Flogin%3Ferror%3Dinactive')
    redirect(safeNextPath(next) ?? destination.path)
  }
  // An inactive member whose sign-in was verified reads why, and may ask for their reactivation.
  const inactive =
    error === 'inactive' ? await inactiveAccountOf(await getPayload({ config }), await reactivationTicket()) : null
  return (
    <AuthPage title="Connexion" intro="Content de te revoir dans la Tryb.">
      {inactive && <InactiveAccountPanel account={inactive} />}
      <LoginForms next={safeNextPath(next)} initialNotice={inactive ? null : loginNotice(error)} />
    </AuthPage>
  )
}

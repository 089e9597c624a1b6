import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { AuthPage } from '@/components/auth/AuthPage'
import { LoginForms } from '@/components/auth/LoginForms'
import { currentMember } from '@/auth/currentMember'
import { destinationAfterSignIn, loginNotice, safeNextPath } from '@/domain/memberRouting'

export const metadata: Metadata = {
  title: 'Connexion',
  description: 'Connecte-toi à la Tryb par lien magique ou avec ton mot de passe.',
  alternates: { canonical: '/login' },
  robots: { index: false },
}

type Props = { searchParams: Promise<{ error?: string; next?: string }> }

/** A member already signed in goes straight where their status says. */
export default async function LoginPage({ searchParams }: Props) {
  const { error, next } = await searchParams
  const member = await currentMember()
  if (member) {
    const destination = destinationAfterSignIn(member.status)
    if ('refused' in destination) redirect('/auth/signout?next=%2Flogin%3Ferror%3Dinactive')
    redirect(safeNextPath(next) ?? destination.path)
  }
  return (
    <AuthPage title="Connexion" intro="Content de te revoir dans la Tryb.">
      <LoginForms next={safeNextPath(next)} initialNotice={loginNotice(error)} />
    </AuthPage>
  )
}

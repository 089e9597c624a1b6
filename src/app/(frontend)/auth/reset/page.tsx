import type { Metadata } from 'next'

import { AuthPage } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm'

export const metadata: Metadata = { title: 'Nouveau mot de passe', robots: { index: false } }

export default function ResetPasswordPage() {
  return (
    <AuthPage title="Nouveau mot de passe" intro="Choisis un nouveau mot de passe pour ton compte.">
      <ResetPasswordForm />
    </AuthPage>
  )
}

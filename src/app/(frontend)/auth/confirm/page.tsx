import type { Metadata } from 'next'

import { AuthPage } from '@/components/auth/AuthPage'
import { EmailConfirmation } from '@/components/auth/EmailConfirmation'

export const metadata: Metadata = { title: 'Confirmation de l’adresse e-mail', robots: { index: false } }

export default function EmailConfirmationPage() {
  return (
    <AuthPage title="Confirmation de ton e-mail">
      <EmailConfirmation />
    </AuthPage>
  )
}

import type { Metadata } from 'next'

import { AuthPage } from '@/components/auth/AuthPage'
import { EmailChangeConfirmation } from '@/components/auth/EmailChangeConfirmation'

export const metadata: Metadata = { title: 'Changement d’adresse e-mail', robots: { index: false } }

export default function EmailChangePage() {
  return (
    <AuthPage title="Ta nouvelle adresse e-mail">
      <EmailChangeConfirmation />
    </AuthPage>
  )
}

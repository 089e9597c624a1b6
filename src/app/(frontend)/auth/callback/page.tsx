import type { Metadata } from 'next'

import { AuthPage } from '@/components/auth/AuthPage'
import { MagicLinkCallback } from '@/components/auth/MagicLinkCallback'

export const metadata: Metadata = { title: 'Connexion en cours', robots: { index: false } }

export default function MagicLinkCallbackPage() {
  return (
    <AuthPage title="Connexion">
      <MagicLinkCallback />
    </AuthPage>
  )
}

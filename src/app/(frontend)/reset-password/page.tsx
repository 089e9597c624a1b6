import type { Metadata } from 'next'
import Link from 'next/link'

import { AuthPage } from '@/components/auth/AuthPage'
import { ResetRequestForm } from '@/components/auth/ResetRequestForm'

export const metadata: Metadata = {
  title: 'Mot de passe oublié',
  description: 'Reçois un lien pour choisir un nouveau mot de passe.',
  robots: { index: false },
}

export default function ResetRequestPage() {
  return (
    <AuthPage
      title="Mot de passe oublié"
      intro="Indique ton e-mail : tu recevras un lien pour choisir un nouveau mot de passe."
    >
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <ResetRequestForm />
      </div>
      <p className="mt-6 text-center text-sm text-stone-600">
        <Link href="/login" className="font-medium text-brand-700 underline underline-offset-2">
          Retour à la connexion
        </Link>
        {' · '}
        <Link href="/apply" className="font-medium text-brand-700 underline underline-offset-2">
          Candidater
        </Link>
      </p>
    </AuthPage>
  )
}

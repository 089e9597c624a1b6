import Link from 'next/link'

import { outlineButton, primaryButton } from '@/components/buttonStyles'

/** A bare redirect to the login page left a visitor without an account at a dead end. */
export function AccountNeeded({ refusal, reason, here }: { refusal: string; reason: string; here: string }) {
  return (
    <div className="rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <p role="alert" className="font-semibold text-red-800">
        {refusal}
      </p>
      <p className="mt-2 text-stone-700">{reason}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={`/login?next=${encodeURIComponent(here)}`} className={primaryButton()}>
          Se connecter
        </Link>
        <Link href="/apply" className={outlineButton()}>
          Candidater
        </Link>
      </div>
    </div>
  )
}

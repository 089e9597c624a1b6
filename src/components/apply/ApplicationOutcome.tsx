import Link from 'next/link'
import type { RefObject } from 'react'

import { primaryButton } from '@/components/buttonStyles'
import { Icon } from '@/components/Icon'

export function Analysing({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section
      aria-labelledby="apply-outcome-title"
      className="mt-8 rounded-3xl border border-stone-200 p-8 text-center sm:p-12"
    >
      <Icon name="loader-circle" className="mx-auto size-12 text-brand-600 motion-safe:animate-spin" />
      <h2 id="apply-outcome-title" ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold">
        Analyse de ta candidature en cours…
      </h2>
    </section>
  )
}

export function Saved({
  headingRef,
  capacity,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  capacity: number
}) {
  return (
    <section
      aria-labelledby="apply-outcome-title"
      className="mt-8 rounded-3xl border border-stone-200 p-8 text-center sm:p-12"
    >
      <Icon name="party-popper" className="mx-auto size-12 text-brand-600" />
      <h2 id="apply-outcome-title" ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold">
        Ta candidature est enregistrée
      </h2>
      <p className="mt-4 text-stone-700">
        Merci ! L’équipe étudie ton profil et ton projet. Si tu fais partie des {capacity} membres fondateurs, nous te
        contacterons par e-mail.
      </p>
      <p className="mt-2 text-sm text-stone-600">Un e-mail de confirmation est en route vers ta boîte de réception.</p>
      <Link href="/" className={`${primaryButton()} mt-8`}>
        Retour à l’accueil
      </Link>
    </section>
  )
}

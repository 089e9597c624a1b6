import Link from 'next/link'

import { primaryButton } from '@/components/buttonStyles'

/** Spec 02: an unknown project (or one the viewer may not see) — "Projet introuvable", back to the community. */
export default function ProjectNotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-2xl font-semibold">Projet introuvable</h1>
      <p className="text-neutral-700">Ce projet n&apos;existe pas ou n&apos;est pas encore public.</p>
      <Link href="/communaute" className={primaryButton()}>
        Voir la communauté
      </Link>
    </main>
  )
}

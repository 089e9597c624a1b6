import Link from 'next/link'

import { primaryButton } from '@/components/buttonStyles'
import { ProjectPreview } from '@/components/community/ProjectViewer'

/** The page is static, so an owner's preview replaces it in the browser. */
export default function ProjectNotFound() {
  return (
    <ProjectPreview>
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
        <h1 className="text-2xl font-semibold">Projet introuvable</h1>
        <p className="text-neutral-700">Ce projet n&apos;existe pas ou n&apos;est pas encore public.</p>
        <Link href="/communaute" className={primaryButton()}>
          Voir la communauté
        </Link>
      </main>
    </ProjectPreview>
  )
}

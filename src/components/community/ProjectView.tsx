import type { ReactNode } from 'react'

import { ProjectImage } from '@/components/community/ProjectImage'
import { TypeBadge } from '@/components/community/TypeBadge'
import { projectBanner, webLink } from '@/domain/community'
import { isPubliclyVisible } from '@/domain/projects/projectVisibility'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import type { Project } from '@/payload-types'

const RULES = [
  'Un vote par membre et par projet : vote pour les projets que tu soutiens vraiment.',
  'Ne déclare que les actions que tu as réellement faites ; chaque déclaration est vérifiée sous 48h.',
  'Tes retours restent bienveillants, précis et constructifs.',
  'Pas de spam, pas d’échange de votes, pas de faux comptes.',
  'Les informations du projet restent la propriété de son porteur : ne les réutilise pas sans son accord.',
]

const COMPANY_LINKS = [COMPANY_WEBSITE, ...SOCIAL_NETWORKS]

/** Viewer-dependent parts come in slots so the page stays cacheable; the owner is never named. */
export function ProjectView({
  project,
  vote,
  manage,
  declare,
  feedback,
  payment,
}: {
  project: Project
  /** The owner's view of the campaign's payment: the banner tells where the payment stands. */
  payment?: Parameters<typeof projectBanner>[1]
  vote: ReactNode
  manage: ReactNode
  declare: ReactNode
  /** The count, the closed notice and the viewer's feedback tools (`ProjectFeedback`). */
  feedback?: ReactNode
}) {
  const projectLink = webLink(project.project_url)
  const links = COMPANY_LINKS.flatMap(({ key, name }) => {
    const href = webLink(project.company_links?.[key])
    return href ? [{ href, label: name }] : []
  })

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <p
        className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-700"
        data-testid="project-banner"
      >
        {projectBanner(project, payment)}
      </p>

      <ProjectImage
        image={project.hero_image}
        alt={project.hero_image_alt}
        title={project.title}
        variant="page"
        priority
        privateImage={!isPubliclyVisible(project)}
      />

      <header className="flex flex-col gap-3">
        <div>
          <TypeBadge type={project.request_type} />
        </div>
        <h1 className="break-words text-3xl font-bold sm:text-4xl">{project.title}</h1>
        <dl className="flex flex-col gap-1 text-neutral-700">
          <div className="flex flex-wrap gap-1">
            <dt className="font-semibold">Cible principale :</dt>
            <dd className="break-words">{project.primary_target}</dd>
          </div>
          {project.secondary_target?.trim() && (
            <div className="flex flex-wrap gap-1">
              <dt className="font-semibold">Cible secondaire :</dt>
              <dd className="break-words">{project.secondary_target}</dd>
            </div>
          )}
        </dl>
        {links.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label="Liens de l’entreprise">
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div>{vote}</div>
      </header>

      {manage}

      <section aria-labelledby="a-propos" className="flex flex-col gap-3">
        <h2 id="a-propos" className="text-2xl font-bold">
          À propos
        </h2>
        <p className="whitespace-pre-line break-words text-neutral-800">{project.summary}</p>
        {project.request_type === 'feedback' && project.feedback_request?.trim() && (
          <>
            <h3 className="text-lg font-semibold">Ce que je cherche</h3>
            <p className="whitespace-pre-line break-words text-neutral-800">{project.feedback_request}</p>
          </>
        )}
        {projectLink && (
          <p>
            <a
              href={projectLink}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Découvrir le projet
            </a>
          </p>
        )}
      </section>

      {declare}

      {feedback && (
        <section aria-labelledby="retours" className="flex flex-col gap-3">
          <h2 id="retours" className="text-2xl font-bold">
            Retours &amp; bêta-tests
          </h2>
          {feedback}
        </section>
      )}

      <section aria-labelledby="regles" className="flex flex-col gap-3">
        <h2 id="regles" className="text-2xl font-bold">
          Règles &amp; éthique
        </h2>
        <ul className="list-disc space-y-1 pl-6 text-neutral-800">
          {RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>
    </main>
  )
}

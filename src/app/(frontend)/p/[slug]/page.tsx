import config from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { isMember } from '@/access/utilities'
import { ProjectImage } from '@/components/community/ProjectImage'
import { TypeBadge } from '@/components/community/TypeBadge'
import { DeclarationForm } from '@/components/community/DeclarationForm'
import { ManageProject } from '@/components/community/ManageProject'
import { ModificationRequest } from '@/components/community/ModificationRequest'
import { PaymentSection } from '@/components/community/PaymentSection'
import { ReportForm } from '@/components/community/ReportForm'
import { VoteButton } from '@/components/community/VoteButton'
import { findProjectForViewer, hasVoted } from '@/community/projects'
import { relationId } from '@/db/relationId'
import { projectBanner, voteAbility, webLink } from '@/domain/community'
import { acceptsReports } from '@/domain/projectReports'
import { isPubliclyVisible, publicProjectPath } from '@/domain/projectVisibility'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/socialNetworks'
import { getCachedGlobal } from '@/globals/getCachedGlobal'

type Props = { params: Promise<{ slug: string }> }

const slugOf = async (params: Props['params']) => {
  const { slug } = await params
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

/** The viewer and the project as they may read it, once per request (page and metadata). */
const load = cache(async (slug: string) => {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const project = await findProjectForViewer(payload, slug, user ?? null)
  return { payload, user: user ?? null, project }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { project } = await load(await slugOf(params))
  if (!project) return { title: 'Projet introuvable', robots: { index: false } }
  return {
    title: project.title,
    description: project.summary,
    robots: isPubliclyVisible(project) ? undefined : { index: false },
  }
}

const RULES = [
  'Un vote par membre et par projet : vote pour les projets que tu soutiens vraiment.',
  'Ne déclare que les actions que tu as réellement faites ; chaque déclaration est vérifiée sous 48h.',
  'Tes retours restent bienveillants, précis et constructifs.',
  'Pas de spam, pas d’échange de votes, pas de faux comptes.',
  'Les informations du projet restent la propriété de son porteur : ne les réutilise pas sans son accord.',
]

const COMPANY_LINKS = [COMPANY_WEBSITE, ...SOCIAL_NETWORKS]

/** Spec 02 "Project detail". The owner is never named; non-public projects only reach their owner and admins. */
export default async function ProjectPage({ params }: Props) {
  const slug = await slugOf(params)
  const { payload, user, project } = await load(slug)
  if (!project) notFound()

  const ability = voteAbility(user)
  // The owner field only reaches the owner and admins, so it is set here only for them.
  const isOwner = isMember(user) && relationId(project.owner) === user.id
  const voted = isMember(user) && ability === 'active' ? await hasVoted(payload, user, project.id) : false
  const { campaign_price: campaignPrice } = await getCachedGlobal('rules')()
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
        {projectBanner(project)}
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
        <div>
          <VoteButton
            projectId={project.id}
            count={project.votes_count ?? 0}
            voted={voted}
            ability={ability}
            loginHref={`/login?next=${encodeURIComponent(publicProjectPath(project.slug ?? slug))}`}
          />
        </div>
      </header>

      {isOwner && (
        <ManageProject>
          {project.status === 'approved' && <PaymentSection campaignPrice={campaignPrice} />}
          {acceptsReports(project) && <ReportForm projectId={project.id} />}
          <ModificationRequest project={project} member={user} />
        </ManageProject>
      )}

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

      {isMember(user) && !isOwner && (
        <section aria-labelledby="declarer" className="flex flex-col gap-3">
          <h2 id="declarer" className="text-2xl font-bold">
            Déclarer une action
          </h2>
          <p className="text-neutral-700">
            Tu as liké, commenté, partagé ou publié sur ce projet ? Déclare-le pour gagner tes points.
          </p>
          <DeclarationForm projectId={project.id} active={user.status === 'active'} />
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

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import {
  ProjectFeedback,
  ProjectManage,
  ProjectSupport,
  ProjectViewerProvider,
  ProjectVote,
} from '@/components/community/ProjectViewer'
import { ProjectView } from '@/components/community/ProjectView'
import { cachedFeedbackCount, cachedPublicProject } from '@/community/cached'

type Props = { params: Promise<{ slug: string }> }

const slugOf = async (params: Props['params']) => {
  const { slug } = await params
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

// Rendered on a project's first visit, then served from the cache until its `project_<slug>` tag
// expires (the project saved, a vote); the minute's lifetime catches a save whose hook ran
// before its commit. No project is built ahead: the paths are only known once projects exist.
export const revalidate = 60

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = await cachedPublicProject(await slugOf(params))
  // A project that is not public has no page here (its owner's preview comes from the browser).
  if (!project) return { title: 'Projet introuvable', robots: { index: false } }
  return { title: project.title, description: project.summary }
}

/**
 * Static: the page of a public project as a visitor sees it, the same HTML for everyone. The
 * viewer's side (vote, owner's tools, declaration form) is asked for by the browser; a project that
 * is not public is "Projet introuvable" here and previewed by `not-found.tsx` for its owner and the
 * admins.
 */
export default async function ProjectPage({ params }: Props) {
  const slug = await slugOf(params)
  const project = await cachedPublicProject(slug)
  if (!project) notFound()
  const takesFeedback = project.request_type === 'feedback' && project.status === 'published'
  const feedbackCount = takesFeedback ? await cachedFeedbackCount(project.slug ?? slug, project.id) : 0

  return (
    <ProjectViewerProvider projectId={project.id} slug={project.slug ?? slug}>
      <ProjectView
        project={project}
        vote={<ProjectVote count={project.votes_count ?? 0} />}
        manage={<ProjectManage />}
        declare={<ProjectSupport />}
        feedback={takesFeedback ? { count: feedbackCount, slot: <ProjectFeedback /> } : undefined}
      />
    </ProjectViewerProvider>
  )
}

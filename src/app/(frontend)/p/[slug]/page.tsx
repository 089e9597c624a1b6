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

// No project is built ahead: paths are only known once projects exist.
// The minute's lifetime catches a save whose hook ran before its commit.
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
 * The same HTML for everyone; the browser asks for the viewer's side, and
 * `not-found.tsx` previews a non-public project for its owner and admins.
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
        feedback={
          takesFeedback ? (
            <ProjectFeedback count={feedbackCount} closed={Boolean(project.feedback_closed)} />
          ) : undefined
        }
      />
    </ProjectViewerProvider>
  )
}

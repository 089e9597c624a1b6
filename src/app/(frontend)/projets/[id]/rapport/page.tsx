import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { isMember } from '@/access/utilities'
import { SessionKeeper } from '@/components/auth/SessionKeeper'
import { ImpactReportView } from '@/components/reports/ImpactReportView'
import { HomeTarget } from '@/components/site/HomeLink'
import { impactReportPath, promisedViews, reachLine, reportIdFrom } from '@/domain/reports/impactReport'
import { getCachedGlobal } from '@/cache/getCachedGlobal'
import { findReportProject, impactReportOf } from '@/reports/impactReport'
import { ownerOrStaffViewer } from '@/auth/ownerOrStaffViewer'

export const metadata: Metadata = { title: 'Rapport d’impact', robots: { index: false } }

type Props = { params: Promise<{ id: string }> }

/** Read with the viewer's rights on every request, never cached; anyone else gets the 404 of a missing project. */
export default async function ImpactReportPage({ params }: Props) {
  const projectId = reportIdFrom((await params).id)
  if (projectId === null) notFound()
  const user = await ownerOrStaffViewer(impactReportPath(projectId))
  const payload = await getPayload({ config })
  const project = await findReportProject(payload, { projectId, user })
  if (!project) notFound()
  const report = await impactReportOf(payload, project)
  const pricing = await getCachedGlobal('pricing')()
  const reach = reachLine(report.reportedViews, promisedViews(pricing.claims.items))
  const member = isMember(user) ? user : null

  const back = !member
    ? { href: `/admin/collections/projects/${project.id}`, label: 'Retour à la fiche du projet' }
    : member.status === 'active'
      ? { href: '/dashboard', label: 'Retour à mon dashboard' }
      : { href: '/profile', label: 'Retour à mon profil' }

  return (
    <>
      {member && <SessionKeeper />}
      {member?.status === 'active' && <HomeTarget href="/dashboard" />}
      <ImpactReportView project={project} report={report} reach={reach} back={back} />
    </>
  )
}

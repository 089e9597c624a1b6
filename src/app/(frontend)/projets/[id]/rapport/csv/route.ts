import config from '@payload-config'
import { getPayload } from 'payload'

import { impactReportCsv, impactReportFileName, impactReportPath, reportIdFrom } from '@/domain/reports/impactReport'
import { findReportProject, validatedActionsOf } from '@/reports/impactReport'
import { ownerOrStaffViewer } from '@/auth/ownerOrStaffViewer'
import { notFoundDocument } from '@/errors/notFoundDocument'

/** Never who made an action; never cached, since it is read with the viewer's rights. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const projectId = reportIdFrom((await params).id)
  const notFound = notFoundDocument
  if (projectId === null) return notFound()
  const user = await ownerOrStaffViewer(impactReportPath(projectId))
  const payload = await getPayload({ config })
  const project = await findReportProject(payload, { projectId, user })
  if (!project) return notFound()
  const now = new Date()
  const csv = impactReportCsv(await validatedActionsOf(payload, project.id), project.posts)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${impactReportFileName(project.slug ?? String(project.id), now)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

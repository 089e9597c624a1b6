import type { PendingAge } from '@/domain/applications/pendingAge'
import type { ProjectStatus } from '@/domain/projects/projectVisibility'
import type { Project } from '@/payload-types'

/** A project as the moderation sheet shows it; its list row (`moderationRow`) is a part of it. */
export type ModerationProject = {
  id: number
  title: string
  slug: string | null
  requestType: Project['request_type']
  status: ProjectStatus
  statusLabel: string
  createdAt: string
  summary: string
  projectUrl: string | null
  primaryTarget: string
  secondaryTarget: string | null
  companyLinks: { label: string; url: string }[]
  heroImage: { url: string; alt: string } | null
  feedbackRequest: string | null
  ethicsAccepted: boolean
  paymentCommitment: boolean
  exposureWeekStart: string | null
  exposureWeek: string | null
  moderationNotes: string | null
  owner: { name: string; email: string } | null
  flags: { image: boolean; links: boolean; mvp: boolean }
  waiting: PendingAge | null
}

import type { CampaignPayment } from '@/domain/payments/campaignPayment'

import type { ModerationProject } from './moderationProject'

/** Whole projects in three lists of 50 made /admin/projets 493 KB of HTML at 10,000 members. */
export type ModerationRow = {
  /** A visibility campaign's latest payment (the approved and scheduled list only, `campaignPayments`). */
  payment?: CampaignPayment
} & Pick<
  ModerationProject,
  | 'id'
  | 'title'
  | 'slug'
  | 'requestType'
  | 'status'
  | 'statusLabel'
  | 'createdAt'
  | 'exposureWeekStart'
  | 'exposureWeek'
  | 'flags'
  | 'waiting'
>

export const moderationRow = (project: ModerationProject): ModerationRow => ({
  id: project.id,
  title: project.title,
  slug: project.slug,
  requestType: project.requestType,
  status: project.status,
  statusLabel: project.statusLabel,
  createdAt: project.createdAt,
  exposureWeekStart: project.exposureWeekStart,
  exposureWeek: project.exposureWeek,
  flags: project.flags,
  waiting: project.waiting,
})

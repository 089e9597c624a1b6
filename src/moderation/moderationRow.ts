import type { ModerationProject } from './projects'

/**
 * What a row of the admin projects view shows: the lists carry this much, and the sheet reads the
 * rest of its project when it opens (`projectForModeration`). Three lists of 50 whole projects
 * made /admin/projets 493 KB of HTML at 10,000 members (issue 34).
 */
export type ModerationRow = Pick<
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

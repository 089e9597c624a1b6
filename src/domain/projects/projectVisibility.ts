import type { Where } from 'payload'

export const PROJECT_STATUSES = ['pending', 'approved', 'scheduled', 'published', 'mod_requested'] as const
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]

export const REQUEST_TYPES = ['visibility', 'feedback'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

export const REQUEST_TYPE_LABELS = {
  visibility: 'Visibilité',
  feedback: 'Feedbacks',
} as const satisfies Record<RequestType, string>

export function isPubliclyVisible(project: { status: ProjectStatus; request_type: RequestType }) {
  return project.status === 'published' || (project.status === 'scheduled' && project.request_type === 'visibility')
}

export function publiclyVisibleWhereAt(path?: string): Where {
  const at = (field: string) => (path ? `${path}.${field}` : field)
  return {
    or: [
      { [at('status')]: { equals: 'published' } },
      { and: [{ [at('status')]: { equals: 'scheduled' } }, { [at('request_type')]: { equals: 'visibility' } }] },
    ],
  }
}

export const publiclyVisibleWhere: Where = publiclyVisibleWhereAt()

export const PROJECT_STATUS_LABELS = {
  pending: 'En attente',
  approved: 'Approuvé',
  scheduled: 'Sélectionné',
  published: 'Publié',
  mod_requested: 'Modifications demandées',
} as const satisfies Record<ProjectStatus, string>

/** A published visibility project was amplified; a published feedback project is just published. */
export const projectStatusLabel = (status: ProjectStatus, requestType: RequestType) =>
  status === 'published' && requestType === 'visibility' ? 'Amplifié' : PROJECT_STATUS_LABELS[status]

export const publicProjectPath = (slug: string) => `/p/${encodeURIComponent(slug)}`

import type { Access } from 'payload'

import { isAdmin } from '@/access/utilities'
import { publiclyVisibleWhereAt } from '@/domain/projects/projectVisibility'

/** The database filters through the `projects` join, so an image of a non-public project, or of none, stays private. */
export const readHeroImages: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  const onPublicProject = publiclyVisibleWhereAt('projects')
  if (user?.collection === 'members') return { or: [onPublicProject, { uploader: { equals: user.id } }] }
  return onPublicProject
}

import type { Access } from 'payload'

import { isAdmin } from '@/access/utilities'
import { publiclyVisibleWhereAt } from '@/domain/projectVisibility'

/**
 * An image is seen with the project that uses it: by everyone once the project is public (its
 * page shows it), otherwise only by its uploader and the admins. Listing and serving the file
 * both pass here, and the database filters through the `projects` join: an image of a pending
 * or changes-requested project, or attached to none, stays private.
 */
export const readHeroImages: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  const onPublicProject = publiclyVisibleWhereAt('projects')
  if (user?.collection === 'members') return { or: [onPublicProject, { uploader: { equals: user.id } }] }
  return onPublicProject
}

import type { Access, Where } from 'payload'

import { isAdmin } from '@/access/utilities'

/** The applicant's e-mail never comes with it: members read no other member. */
export const readBetaRequests: Access = ({ req: { user } }) => {
  if (isAdmin(user)) return true
  if (user?.collection !== 'members') return false
  const own: Where = { member: { equals: user.id } }
  const toTheirProjects: Where = { 'project.owner': { equals: user.id } }
  return { or: [own, toTheirProjects] }
}

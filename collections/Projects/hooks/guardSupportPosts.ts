import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { isAdmin } from '@/access/utilities'
import {
  duplicateSupportPost,
  sameSupportPosts,
  SUPPORT_POSTS_MESSAGES,
  supportPostsEditable,
} from '@/domain/support/supportPosts'
import type { Project } from '@/payload-types'

/** Whatever the door; sending the stored list back unchanged is no change. */
export const guardSupportPosts: CollectionBeforeChangeHook<Project> = ({ data, originalDoc, operation, req }) => {
  if (data.posts_to_support === undefined) return data
  const posts = data.posts_to_support ?? []
  if (operation === 'update' && sameSupportPosts(posts, originalDoc?.posts_to_support)) return data
  if (duplicateSupportPost(posts) !== null) throw new APIError(SUPPORT_POSTS_MESSAGES.duplicate, 400, null, true)
  if (!req.user || isAdmin(req.user)) return data
  // A new project is pending: its posts come once it is scheduled. The status and the week are
  // judged as they will be saved (a member cannot move them there; the status machine ran first).
  const project = { ...originalDoc, ...data }
  if (operation === 'create' ? posts.length > 0 : !supportPostsEditable(project, new Date())) {
    throw new APIError(SUPPORT_POSTS_MESSAGES.closed, 400, null, true)
  }
  return data
}

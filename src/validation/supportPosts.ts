import { z } from '@/validation/zod'

import {
  duplicateSupportPost,
  MAX_SUPPORT_POSTS,
  SUPPORT_NETWORKS,
  SUPPORT_POSTS_MESSAGES,
} from '@/domain/support/supportPosts'

import { requiredUrl } from './fields'

/** The collection's hook holds the same rules for every door. */
export const supportPostsSchema = z
  .object({
    posts: z
      .array(
        z.object({
          url: requiredUrl(SUPPORT_POSTS_MESSAGES.urlRequired),
          network: z.enum(SUPPORT_NETWORKS, { error: SUPPORT_POSTS_MESSAGES.networkRequired }),
        }),
      )
      .max(MAX_SUPPORT_POSTS, SUPPORT_POSTS_MESSAGES.tooMany),
  })
  .superRefine(({ posts }, context) => {
    const duplicate = duplicateSupportPost(posts)
    if (duplicate === null) return
    context.addIssue({ code: 'custom', path: ['posts', duplicate, 'url'], message: SUPPORT_POSTS_MESSAGES.duplicate })
  })

export type SupportPostsValues = { posts: { url: string; network: string }[] }
export type SupportPostsInput = z.output<typeof supportPostsSchema>

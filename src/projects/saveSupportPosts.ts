import type { Payload } from 'payload'

import { SUPPORT_POSTS_MESSAGES, type SupportPost } from '@/domain/support/supportPosts'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member } from '@/payload-types'
import { supportPostsSchema } from '@/validation/supportPosts'

export type SupportPostsResult = { ok: true; message: string; posts: SupportPost[] } | { ok: false; message: string }

/** The whole list replaces the stored one, written as the member so the collection decides. */
export async function saveSupportPosts(
  payload: Payload,
  member: (Member & { collection: 'members' }) | null,
  projectId: number,
  input: unknown,
): Promise<SupportPostsResult> {
  if (!member || !Number.isInteger(projectId) || projectId <= 0) {
    return { ok: false, message: SUPPORT_POSTS_MESSAGES.notOwner }
  }
  const parsed = supportPostsSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? SUPPORT_POSTS_MESSAGES.failed }
  try {
    await payload.update({
      collection: 'projects',
      id: projectId,
      data: { posts_to_support: parsed.data.posts },
      depth: 0,
      overrideAccess: false,
      user: member,
    })
    return { ok: true, message: SUPPORT_POSTS_MESSAGES.saved, posts: parsed.data.posts }
  } catch (error) {
    // The collection's refusals are worded for the owner; its access refusing (a 403 or a 404,
    // by shape: the build holds two copies of Payload's errors) means the project is not theirs.
    const refusal = ruleRefusal(error)
    if (refusal) return { ok: false, message: refusal }
    const status = (error as { status?: number } | null)?.status
    if (status === 403 || status === 404) return { ok: false, message: SUPPORT_POSTS_MESSAGES.notOwner }
    payload.logger.error({ err: error, projectId }, '[projects] support posts not saved')
    return { ok: false, message: SUPPORT_POSTS_MESSAGES.failed }
  }
}

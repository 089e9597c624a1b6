'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import { FEEDBACK_KINDS, FEEDBACK_TEXT_MAX, REPLY_TEXT_MAX, REPORT_REASON_MAX } from '@/domain/feedbacks'
import { asMember, type FeedbackChangeResult } from '@/feedbacks/feedbackChanges'
import { boolean, oneOf, rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

async function run(write: Parameters<typeof asMember>[2]): Promise<FeedbackChangeResult> {
  const payload = await getPayload({ config })
  return asMember(payload, await currentMember(), write)
}

export const writeFeedbackAction = defineAction(
  tuple([rowId, oneOf(FEEDBACK_KINDS), text(FEEDBACK_TEXT_MAX + 200)]),
  async (projectId, kind, words) =>
    run(async (user) => {
      const payload = await getPayload({ config })
      await payload.create({
        collection: 'feedbacks',
        data: { project: projectId, kind, text: words, author: user.id, status: 'visible' },
        user,
        overrideAccess: false,
      })
    }),
)

export const changeFeedbackAction = defineAction(
  tuple([rowId, oneOf(['withdraw', 'helpful', 'unhelpful'])]),
  async (id, change) =>
    run(async (user) => {
      const payload = await getPayload({ config })
      const data = change === 'withdraw' ? { status: 'withdrawn' as const } : { helpful: change === 'helpful' }
      await payload.update({ collection: 'feedbacks', id, data, user, overrideAccess: false })
    }),
)

export const replyToFeedbackAction = defineAction(tuple([rowId, text(REPLY_TEXT_MAX + 200)]), async (feedback, words) =>
  run(async (user) => {
    const payload = await getPayload({ config })
    await payload.create({
      collection: 'feedback-replies',
      data: { feedback, text: words },
      user,
      overrideAccess: false,
    })
  }),
)

export const reportFeedbackAction = defineAction(
  tuple([rowId, text(REPORT_REASON_MAX + 200)]),
  async (feedback, reason) =>
    run(async (user) => {
      const payload = await getPayload({ config })
      await payload.create({
        collection: 'feedback-reports',
        data: { feedback, reason, member: user.id, status: 'open' },
        user,
        overrideAccess: false,
      })
    }),
)

export const requestBetaTestAction = defineAction(tuple([rowId]), async (projectId) =>
  run(async (user) => {
    const payload = await getPayload({ config })
    await payload.create({
      collection: 'beta-test-requests',
      data: { project: projectId, member: user.id, status: 'requested' },
      user,
      overrideAccess: false,
    })
  }),
)

export const answerBetaTestAction = defineAction(tuple([rowId, boolean()]), async (id, accept) =>
  run(async (user) => {
    const payload = await getPayload({ config })
    await payload.update({
      collection: 'beta-test-requests',
      id,
      data: { status: accept ? 'accepted' : 'declined' },
      user,
      overrideAccess: false,
    })
  }),
)

export const closeFeedbackAction = defineAction(tuple([rowId, boolean()]), async (projectId, closed) =>
  run(async (user) => {
    const payload = await getPayload({ config })
    await payload.update({
      collection: 'projects',
      id: projectId,
      data: { feedback_closed: closed },
      user,
      overrideAccess: false,
    })
  }),
)

'use server'

import config from '@payload-config'
import { getPayload } from 'payload'

import { currentMember } from '@/auth/currentMember'
import {
  BETA_INSTRUCTIONS_MAX,
  FEEDBACK_KINDS,
  FEEDBACK_TEXT_MAX,
  REPLY_TEXT_MAX,
  FLAG_REASON_MAX,
} from '@/domain/feedbacks'
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

/** The collection's hook holds the 15 minutes and the author: this only carries the new words. */
export const rewordFeedbackAction = defineAction(
  tuple([rowId, oneOf(FEEDBACK_KINDS), text(FEEDBACK_TEXT_MAX + 200)]),
  async (id, kind, words) =>
    run(async (user) => {
      const payload = await getPayload({ config })
      await payload.update({ collection: 'feedbacks', id, data: { kind, text: words }, user, overrideAccess: false })
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

export const flagFeedbackAction = defineAction(tuple([rowId, text(FLAG_REASON_MAX + 200)]), async (feedback, reason) =>
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

/** The places as typed: the collection's hooks check them (0–50, never below the testers accepted). */
export const saveBetaSettingsAction = defineAction(
  tuple([rowId, text(20), text(BETA_INSTRUCTIONS_MAX + 200)]),
  async (projectId, places, instructions) =>
    run(async (user) => {
      const payload = await getPayload({ config })
      await payload.update({
        collection: 'projects',
        id: projectId,
        // The hook reads the typed places with the form's schema.
        data: { beta_places: places as unknown as number, beta_instructions: instructions },
        user,
        overrideAccess: false,
      })
    }),
)

import type { Payload } from 'payload'

import type { Feedback } from '@/payload-types'

import { createMember, createProject, type ApiUser, type SignedInMember } from '../helpers/actors'
import { authorizationOf, restRequest, type RestAnswer } from '../helpers/rest'

/** A published feedback project and its owner, as the feedback tests start from. */
export async function feedbackProjectOf(payload: Payload, data: Record<string, unknown> = {}) {
  const owner = await createMember(payload, 'active', 'Porteuse')
  const project = await createProject(payload, owner, { request_type: 'feedback', status: 'published' })
  if (Object.keys(data).length > 0) await payload.update({ collection: 'projects', id: project.id, data })
  return { owner, project }
}

/** A REST caller signed in as `user` (a session of their own), or a visitor. */
export async function restAs(payload: Payload, user?: ApiUser) {
  const authorization = user ? await authorizationOf(payload, user) : undefined
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: Record<string, unknown>) =>
    restRequest(payload, method, path, authorization, body)
}

/** Every French message of a REST refusal. */
export const messagesOf = (answer: RestAnswer) => (answer.body.errors ?? []).map((error) => error.message)

export const FEEDBACK_TEXT = 'Le questionnaire est un peu long, la troisième page m’a perdu.'

/** A feedback written by the server for `author` (no access checks, no rate limit). */
export async function feedbackBy(
  payload: Payload,
  author: SignedInMember,
  projectId: number,
  text = `${FEEDBACK_TEXT} ${Math.random()}`,
): Promise<Feedback> {
  return payload.create({
    collection: 'feedbacks',
    data: { project: projectId, author: author.id, kind: 'blocks', text, status: 'visible' },
    depth: 0,
  })
}

/** The member's ledger rows of a kind of source, oldest first. */
export async function ledgerRows(payload: Payload, memberId: number, sourceType: string) {
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: { and: [{ member: { equals: memberId } }, { source_type: { equals: sourceType } }] },
    sort: 'createdAt',
    depth: 0,
    limit: 100,
  })
  return docs
}

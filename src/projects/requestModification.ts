import type { Payload } from 'payload'

import { relationId } from '@/domain/relationId'
import { ruleRefusal } from '@/errors/ruleRefusal'
import type { Member, Project } from '@/payload-types'
import { modificationRequestSchema } from '@/validation/modificationRequest'
import { MODIFICATION_REQUEST_MESSAGES } from '@/validation/modificationRequestForm'

export type ModificationRequestResult = { ok: true; slug: string } | { ok: false; message: string }

/** Written as the member through the Local API, so the collection's status machine and hooks decide. */
export async function requestModification(
  payload: Payload,
  member: (Member & { collection: 'members' }) | null,
  projectId: number,
  input: { notes: unknown },
): Promise<ModificationRequestResult> {
  if (!member || !Number.isInteger(projectId) || projectId <= 0) {
    return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.notOwner }
  }
  const parsed = modificationRequestSchema.safeParse(input)
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? MODIFICATION_REQUEST_MESSAGES.notesRequired }
  const asMember = { overrideAccess: false, user: member } as const

  // Read as the member: the owner field only comes back to the owner.
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    depth: 0,
    select: { status: true, owner: true },
    disableErrors: true,
    ...asMember,
  })
  if (!project || relationId(project.owner) !== member.id)
    return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.notOwner }
  if (project.status === 'mod_requested') return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.alreadyRequested }

  try {
    const updated = await payload.update({
      collection: 'projects',
      id: projectId,
      // `change_request_notes` is not stored: the status machine's hook files it in the audit log.
      data: { status: 'mod_requested', change_request_notes: parsed.data.notes },
      depth: 0,
      ...asMember,
    })
    // Field rules drop what a member may not write rather than fail: check what was stored.
    if (updated.status !== 'mod_requested') {
      payload.logger.error({ projectId }, '[projects] modification request not applied')
      return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.failed }
    }
    return { ok: true, slug: updated.slug ?? '' }
  } catch (error) {
    // The status machine's refusals are worded for the owner; anything else is a failure.
    const refusal = ruleRefusal(error)
    if (refusal) return { ok: false, message: refusal }
    payload.logger.error({ err: error, projectId }, '[projects] modification request failed')
    return { ok: false, message: MODIFICATION_REQUEST_MESSAGES.failed }
  }
}

export type ChangeRequest = { by: 'team' | 'owner'; notes: string }

/**
 * The audit log is admins' only, hence a server read for the
 * owner alone; demo projects fall back to the moderation notes.
 */
export async function latestChangeRequest(
  payload: Payload,
  member: (Member & { collection: 'members' }) | null,
  project: Pick<Project, 'id' | 'owner' | 'status' | 'moderation_notes'>,
): Promise<ChangeRequest | null> {
  if (!member || project.status !== 'mod_requested' || relationId(project.owner) !== member.id) return null
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { target_collection: { equals: 'projects' } },
        { target_id: { equals: String(project.id) } },
        { to: { equals: 'mod_requested' } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const entry = docs[0]
  if (entry?.notes?.trim()) return { by: entry.actor_member ? 'owner' : 'team', notes: entry.notes.trim() }
  const team = project.moderation_notes?.trim()
  return team ? { by: 'team', notes: team } : null
}

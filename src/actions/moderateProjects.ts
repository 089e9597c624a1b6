'use server'

import { PROJECT_MODERATION_MESSAGES } from '@/domain/projectModeration'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import {
  markProjectPublished,
  projectHistory,
  publishProject,
  requestProjectChanges,
  scheduleProject,
  validateProject,
  type ModerationResult,
  type ProjectHistory,
  type ScheduleResult,
} from '@/moderation/projects'

const notFound = { ok: false, message: PROJECT_MODERATION_MESSAGES.notFound } as const

/** Admins only, on a well-formed project id; the status machine checks the rest. */
async function asAdmin<T>(
  id: unknown,
  act: (context: Extract<Awaited<ReturnType<typeof adminFromRequest>>, { admin: unknown }>, id: number) => Promise<T>,
) {
  const context = await adminFromRequest()
  if ('refusal' in context) return { ok: false, message: context.refusal } as const
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return notFound
  return act(context, id)
}

export async function validateProjectAction(id: number): Promise<ModerationResult> {
  return asAdmin(id, ({ payload, admin }, projectId) => validateProject(payload, admin, projectId))
}

export async function publishProjectAction(id: number): Promise<ModerationResult> {
  return asAdmin(id, ({ payload, admin }, projectId) => publishProject(payload, admin, projectId))
}

export async function markProjectPublishedAction(id: number): Promise<ModerationResult> {
  return asAdmin(id, ({ payload, admin }, projectId) => markProjectPublished(payload, admin, projectId))
}

export async function requestProjectChangesAction(id: number, notes: string): Promise<ModerationResult> {
  return asAdmin(id, ({ payload, admin }, projectId) =>
    requestProjectChanges(payload, admin, projectId, String(notes ?? '')),
  )
}

export async function scheduleProjectAction(id: number, day: string, confirmed: boolean): Promise<ScheduleResult> {
  return asAdmin(id, ({ payload, admin }, projectId) =>
    scheduleProject(payload, admin, projectId, String(day ?? ''), { confirmed: confirmed === true }),
  )
}

/** The sheet's history, read when the admin opens it. */
export async function projectHistoryAction(
  id: number,
): Promise<({ ok: true } & ProjectHistory) | { ok: false; message: string }> {
  return asAdmin(id, async ({ payload, admin }, projectId) => {
    try {
      const found = await projectHistory(payload, admin, projectId)
      return found ? { ok: true, ...found } : { ok: false, message: PROJECT_MODERATION_MESSAGES.accessDenied }
    } catch (error) {
      payload.logger.error({ err: error, projectId }, '[moderation] historique du projet illisible')
      return { ok: false, message: PROJECT_MODERATION_MESSAGES.historyFailed }
    }
  })
}

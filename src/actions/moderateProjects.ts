'use server'

import { PROJECT_MODERATION_MESSAGES } from '@/domain/projects/projectModeration'
import { adminFromRequest } from '@/moderation/adminFromRequest'
import { projectForModeration } from '@/moderation/projectSheet'
import {
  markProjectPublished,
  projectHistory,
  publishProject,
  requestProjectChanges,
  scheduleProject,
  undoProjectDecision,
  validateProject,
  type ModerationResult,
  type ProjectHistory,
  type ScheduleResult,
} from '@/moderation/projects'
import { type ModerationProject } from '@/moderation/moderationProject'
import { boolean, rowId, text, tuple } from '@/validation/actionArguments'

import { defineAction } from './defineAction'

type AdminContext = Extract<Awaited<ReturnType<typeof adminFromRequest>>, { admin: unknown }>

/** Admins only; the status machine checks the rest. */
async function asAdmin<T>(act: (context: AdminContext) => Promise<T>) {
  const context = await adminFromRequest()
  if ('refusal' in context) return { ok: false, message: context.refusal } as const
  return act(context)
}

const projectId = tuple([rowId])

export const validateProjectAction = defineAction(projectId, async (id): Promise<ModerationResult> =>
  asAdmin(({ payload, admin }) => validateProject(payload, admin, id)),
)

export const publishProjectAction = defineAction(projectId, async (id): Promise<ModerationResult> =>
  asAdmin(({ payload, admin }) => publishProject(payload, admin, id)),
)

export const undoProjectDecisionAction = defineAction(projectId, async (id): Promise<ModerationResult> =>
  asAdmin(({ payload, admin }) => undoProjectDecision(payload, admin, id)),
)

export const markProjectPublishedAction = defineAction(projectId, async (id): Promise<ModerationResult> =>
  asAdmin(({ payload, admin }) => markProjectPublished(payload, admin, id)),
)

export const requestProjectChangesAction = defineAction(
  tuple([rowId, text(20_000)]),
  async (id, notes): Promise<ModerationResult> =>
    asAdmin(({ payload, admin }) => requestProjectChanges(payload, admin, id, notes)),
)

/** The waiver's reason may be empty: the projects' scheduling gate asks for it only for an unpaid campaign. */
export const scheduleProjectAction = defineAction(
  tuple([rowId, text(40), boolean(), text(1_000)]),
  async (id, day, confirmed, waiverReason): Promise<ScheduleResult> =>
    asAdmin(({ payload, admin }) => scheduleProject(payload, admin, id, day, { confirmed, waiverReason })),
)

export const projectHistoryAction = defineAction(
  projectId,
  async (id): Promise<({ ok: true } & ProjectHistory) | { ok: false; message: string }> =>
    asAdmin(async ({ payload, admin }) => {
      try {
        const found = await projectHistory(payload, admin, id)
        return found ? { ok: true, ...found } : { ok: false, message: PROJECT_MODERATION_MESSAGES.accessDenied }
      } catch (error) {
        payload.logger.error({ err: error, projectId: id }, '[moderation] historique du projet illisible')
        return { ok: false, message: PROJECT_MODERATION_MESSAGES.historyFailed }
      }
    }),
)

/** The sheet's project, read when the admin opens it (the lists carry rows only). */
export const projectSheetAction = defineAction(
  projectId,
  async (id): Promise<{ ok: true; project: ModerationProject } | { ok: false; message: string }> =>
    asAdmin(async ({ payload, admin }) => {
      try {
        const project = await projectForModeration(payload, admin, id)
        return project ? { ok: true, project } : { ok: false, message: PROJECT_MODERATION_MESSAGES.sheetFailed }
      } catch (error) {
        payload.logger.error({ err: error, projectId: id }, '[moderation] fiche du projet illisible')
        return { ok: false, message: PROJECT_MODERATION_MESSAGES.sheetFailed }
      }
    }),
)

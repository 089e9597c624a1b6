import type { Payload } from 'payload'

import { auditSentence, unnamedSubject, type AuditSubject, type SentencePart } from '@/domain/auditSentences'
import type { AuditLog } from '@/payload-types'

export type HistoryEntry = { id: number; date: string; sentence: SentencePart[] }

const fullName = (member: { first_name: string; last_name?: string | null }) =>
  `${member.first_name} ${member.last_name ?? ''}`.trim()

function actorName(entry: AuditLog): string {
  const { actor_user: admin, actor_member: member } = entry
  if (admin && typeof admin === 'object') return admin.name || admin.email
  if (member && typeof member === 'object') return fullName(member)
  return entry.action === 'declared-action.validated_auto' ? 'Le reporting' : 'Le serveur'
}

const idsOf = (entries: AuditLog[], collection: string) => [
  ...new Set(entries.filter((entry) => entry.target_collection === collection).map((entry) => Number(entry.target_id))),
]

/** One query per kind of subject: a constant number of statements for the page. */
export async function auditHistory(payload: Payload, entries: AuditLog[]): Promise<HistoryEntry[]> {
  const byIds = <T>(ids: number[], read: () => Promise<{ docs: T[] }>) =>
    ids.length === 0 ? Promise.resolve({ docs: [] as T[] }) : read()
  const actionIds = idsOf(entries, 'declared-actions')
  const memberIds = idsOf(entries, 'members')
  const projectIds = idsOf(entries, 'projects')
  const [actions, members, projects] = await Promise.all([
    byIds(actionIds, () =>
      payload.find({
        collection: 'declared-actions',
        where: { id: { in: actionIds } },
        pagination: false,
        depth: 1,
        select: { member: true, project: true, action_type: true },
        populate: { members: { first_name: true, last_name: true }, projects: { title: true } },
      }),
    ),
    byIds(memberIds, () =>
      payload.find({
        collection: 'members',
        where: { id: { in: memberIds } },
        pagination: false,
        depth: 0,
        select: { first_name: true, last_name: true },
      }),
    ),
    byIds(projectIds, () =>
      payload.find({
        collection: 'projects',
        where: { id: { in: projectIds } },
        pagination: false,
        depth: 0,
        select: { title: true },
      }),
    ),
  ])
  const subjects = new Map<string, AuditSubject>()
  for (const action of actions.docs) {
    const member = typeof action.member === 'object' ? action.member : null
    const project = typeof action.project === 'object' ? action.project : null
    subjects.set(`declared-actions:${action.id}`, {
      kind: 'declared-action',
      actionType: action.action_type,
      member: member ? { id: member.id, name: fullName(member) } : null,
      project: project ? { id: project.id, title: project.title } : null,
    })
  }
  for (const member of members.docs) {
    subjects.set(`members:${member.id}`, { kind: 'member', id: member.id, name: fullName(member) })
  }
  for (const project of projects.docs) {
    subjects.set(`projects:${project.id}`, { kind: 'project', id: project.id, title: project.title })
  }
  return entries.map((entry) => ({
    id: entry.id,
    date: entry.createdAt,
    sentence: auditSentence(
      entry.action,
      actorName(entry),
      subjects.get(`${entry.target_collection}:${entry.target_id}`) ?? {
        kind: 'other',
        label: unnamedSubject(entry.target_collection, entry.target_id),
      },
    ),
  }))
}

import type { Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { ACTION_TYPE_LABELS } from '@/domain/actions'
import { daysLeftInSemester } from '@/domain/semesters'
import {
  declaredActionCategory,
  referralCategory,
  weekIndex,
  type ActionCategory,
  type RecentActionFilter,
} from '@/domain/recentActions'
import { parisWeekMonday } from '@/domain/weeks'
import type { Member } from '@/payload-types'
import { periodPoints } from '@/points/periodPoints'
import { invitationsSentThisSemester } from '@/referrals/invitationsSent'

export type RecentAction = {
  key: string
  kind: string
  link: string | null
  detail: string | null
  points: number | null
  category: ActionCategory
  date: string
}

const asMember = (member: Member) => ({ user: asSignedInMember(member), overrideAccess: false as const })

/**
 * Everything the dashboard shows, read as the member (their own rows only). Points come from
 * the ledger: each credit is shown beside its cause (a declared action, a referral, an admin
 * adjustment), so the total always adds up.
 */
export async function loadDashboard(payload: Payload, member: Member, filter: RecentActionFilter, now = new Date()) {
  const rules = await payload.findGlobal({ slug: 'rules' })
  const [points, projects, actions, referrals, credits, sent, tips] = await Promise.all([
    periodPoints(payload, member.id, now),
    // The API refuses filtering on owner (it would reveal owners); this server code asks for
    // the signed-in member's own projects only.
    payload.find({
      collection: 'projects',
      where: { owner: { equals: member.id } },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({ collection: 'declared-actions', sort: '-createdAt', limit: 50, depth: 1, ...asMember(member) }),
    payload.find({ collection: 'referrals', sort: '-createdAt', limit: 50, depth: 0, ...asMember(member) }),
    payload.find({ collection: 'points-ledger', sort: '-createdAt', pagination: false, depth: 0, ...asMember(member) }),
    invitationsSentThisSemester(payload, member.id, now),
    payload.findGlobal({ slug: 'tips' }),
  ])

  const creditFor = (sourceType: string, sourceId: number | string) =>
    credits.docs.find((credit) => credit.source_type === sourceType && credit.source_id === String(sourceId))?.points ??
    null

  const recent: RecentAction[] = [
    ...actions.docs.map((action) => ({
      key: `action-${action.id}`,
      kind: ACTION_TYPE_LABELS[action.action_type],
      link: action.url,
      detail: typeof action.project === 'object' ? action.project.title : null,
      points: creditFor('declared-action', action.id),
      category: declaredActionCategory(action.status),
      date: action.createdAt,
    })),
    ...referrals.docs.map((referral) => ({
      key: `referral-${referral.id}`,
      kind: 'Parrainage',
      link: null,
      detail: referral.referee_email,
      points: creditFor('referral', referral.id),
      category: referralCategory(referral.status),
      date: referral.createdAt,
    })),
    ...credits.docs
      .filter((credit) => credit.source_type === 'admin-adjustment')
      .map((credit) => ({
        key: `credit-${credit.id}`,
        kind: 'Ajustement',
        link: null,
        detail: credit.notes ?? null,
        points: credit.points,
        category: 'valid' as const,
        date: credit.createdAt,
      })),
  ]
    .filter((action) => filter === 'all' || action.category === filter)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 20)

  const weekAgo = now.getTime() - 7 * 86_400_000
  const thisWeek = actions.docs.filter((action) => new Date(action.createdAt).getTime() >= weekAgo).slice(0, 3)
  const tipList = tips.tips ?? []
  const weeklyTip = tipList.length > 0 ? tipList[weekIndex(parisWeekMonday(now)) % tipList.length].text : tips.fallback

  return {
    threshold: rules.active_threshold,
    points,
    daysLeft: daysLeftInSemester(now),
    projects: projects.docs,
    thisWeek,
    recent,
    invitations: {
      quota: member.invites_quota,
      sent,
      remaining: Math.max(0, member.invites_quota - sent),
      list: referrals.docs.map((referral) => ({
        id: referral.id,
        email: referral.referee_email,
        status: referral.status,
        points: creditFor('referral', referral.id),
      })),
    },
    tip: member.ai_tip || weeklyTip,
  }
}

import type { Payload, Where } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'
import { type CreditSource } from '@/domain/points/ledgerCredits'
import { actionGains, semesterStanding } from '@/domain/points/standing'
import { declaredActionCategory, type ActionCategory } from '@/domain/declaredActions/declaredActions'
import { referralCategory, weekIndex, type RecentActionFilter } from '@/domain/declaredActions/recentActions'
import { parisWeekMonday } from '@/domain/weeks'
import type { DeclaredAction, Member, Referral } from '@/payload-types'
import { ownerPaymentsByProject } from '@/payments/ownerPayment'
import { periodPoints } from '@/points/periodPoints'
import { invitationsSentThisSemester } from '@/referrals/invitationsSent'

import { INVITATION_STATUS_LABELS } from '@/domain/members/invitations'

import { weekPanelProjects } from './weekPanel'

export type RecentAction = {
  key: string
  kind: string
  link: string | null
  detail: string | null
  points: number | null
  category: ActionCategory
  /** The row's own status word where it has one (an invitation's), instead of its category's. */
  statusLabel?: string
  date: string
}

const asMember = (member: Member) => ({ user: asSignedInMember(member), overrideAccess: false as const })

const RECENT_ROWS = 20

/** One query through the ledger's unique (source_type, source_id) index. */
async function shownCredits(
  payload: Payload,
  member: Member,
  actions: Pick<DeclaredAction, 'id'>[],
  referrals: Pick<Referral, 'id'>[],
): Promise<(sourceType: CreditSource, sourceId: number) => number | null> {
  const sources = [
    { type: 'declared-action' as const, ids: actions.map((action) => String(action.id)) },
    { type: 'referral' as const, ids: referrals.map((referral) => String(referral.id)) },
  ].filter((source) => source.ids.length > 0)
  if (sources.length === 0) return () => null
  const { docs } = await payload.find({
    collection: 'points-ledger',
    where: {
      or: sources.map((source): Where => ({
        and: [{ source_type: { equals: source.type } }, { source_id: { in: source.ids } }],
      })),
    },
    pagination: false,
    depth: 0,
    select: { source_type: true, source_id: true, points: true },
    ...asMember(member),
  })
  const points = new Map(docs.map((credit) => [`${credit.source_type}:${credit.source_id}`, credit.points]))
  return (sourceType, sourceId) => points.get(`${sourceType}:${sourceId}`) ?? null
}

/** Each credit is shown beside its cause, so the total always adds up. */
export async function loadDashboard(payload: Payload, member: Member, filter: RecentActionFilter, now = new Date()) {
  const rules = await payload.findGlobal({ slug: 'rules' })
  const [points, week, projects, actions, referrals, adjustments, sent, tips, payments] = await Promise.all([
    periodPoints(payload, member.id, now),
    weekPanelProjects(payload, member, rules, now),
    // The API refuses filtering on owner (it would reveal owners); this
    // server code asks for the signed-in member's own projects only.
    payload.find({
      collection: 'projects',
      where: { owner: { equals: member.id } },
      sort: '-createdAt',
      limit: 20,
      // No total is shown: without pagination Payload skips its count (each list one statement).
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'declared-actions',
      sort: '-createdAt',
      limit: 50,
      pagination: false,
      depth: 1,
      ...asMember(member),
    }),
    payload.find({
      collection: 'referrals',
      sort: '-createdAt',
      limit: 50,
      pagination: false,
      depth: 0,
      ...asMember(member),
    }),
    // The recent list shows at most RECENT_ROWS adjustments: only those are read.
    payload.find({
      collection: 'points-ledger',
      where: { source_type: { equals: 'admin-adjustment' } },
      sort: ['-createdAt', '-id'],
      limit: RECENT_ROWS,
      pagination: false,
      depth: 0,
      ...asMember(member),
    }),
    invitationsSentThisSemester(payload, member.id, now),
    payload.findGlobal({ slug: 'tips' }),
    ownerPaymentsByProject(payload, member),
  ])

  const creditFor = await shownCredits(payload, member, actions.docs, referrals.docs)

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
      statusLabel: INVITATION_STATUS_LABELS[referral.status],
      date: referral.createdAt,
    })),
    ...adjustments.docs.map((credit) => ({
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
    .slice(0, RECENT_ROWS)

  const weekAgo = now.getTime() - 7 * 86_400_000
  const thisWeek = actions.docs.filter((action) => new Date(action.createdAt).getTime() >= weekAgo).slice(0, 3)
  const tipList = tips.tips ?? []
  const weeklyTip = tipList.length > 0 ? tipList[weekIndex(parisWeekMonday(now)) % tipList.length].text : tips.fallback

  return {
    points,
    // Judged as the semester close judges it: pro rata for a member activated during the semester.
    standing: semesterStanding({
      points,
      threshold: rules.active_threshold,
      activatedAt: member.activated_at,
      exempt: member.threshold_exempt,
      now,
    }),
    week: { ...week, gains: actionGains(rules.points) },
    projects: projects.docs.map((project) => ({ ...project, payment: payments.get(project.id) ?? null })),
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

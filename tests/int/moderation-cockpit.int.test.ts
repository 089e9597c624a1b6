import { randomUUID } from 'node:crypto'

import { sql } from 'drizzle-orm'
import { Forbidden, type Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/db/drizzleFor'
import { lateDigestDue, parisDayKey } from '@/domain/moderation/moderationQueues'
import { parisCalendarDay, parisDayStart, periodOf } from '@/domain/points/periods'
import { parisWeekMonday } from '@/domain/weeks'
import { loadCockpit } from '@/moderation/cockpit'
import { runLateDigest } from '@/moderation/runLateDigest'
import { countModerationQueues, moderationQueues, queuesForRender } from '@/moderation/queues'

import { createStaff, memberData, PROJECT_SUMMARY, type Actors } from './helpers/actors'
import { captureStatements, countQueries } from './helpers/countQueries'
import { REMINDER_MESSAGES } from '@/domain/members/atRisk'
import { remindMember } from '@/moderation/remindMember'
import type { TestSmtpServer } from './helpers/smtpServer'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * The moderation cockpit: the queues the admin home and the menu count, the home's other panels,
 * who may read them, and the admins' daily late e-mail — on real rows, with a fixed clock.
 */
let smtp: TestSmtpServer
let payload: Payload
let actors: Actors

const HOUR = 60 * 60 * 1000

/** 08:00 in Paris, two days from the real clock (rows written now are in its past). */
function eightInParis(daysAhead: number): Date {
  const { year, month, day } = parisCalendarDay(new Date(Date.now() + daysAhead * 24 * HOUR))
  const at = new Date(parisDayStart(year, month, day).getTime() + 8 * HOUR)
  return lateDigestDue(at) ? at : new Date(at.getTime() - HOUR)
}
const NOW = eightInParis(2)
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR)

setUpTestPayload({ actors: true, smtp: true }, (started) => ({ payload, smtp, actors } = started))

async function backdate(table: string, id: number, at: Date) {
  const db = await drizzleFor(payload)
  await db.execute(
    sql`update ${sql.identifier(table)} set created_at = ${at.toISOString()}::timestamptz where id = ${id}`,
  )
}

/** Owners and declarers are exempt from the semester's minimum, so "Membres à risque" lists only the test's own. */
const member = async (status: 'active' | 'waitlist', extra: Record<string, unknown> = {}) =>
  payload.db.create({
    collection: 'members',
    data: { ...memberData(status, 'Cockpit'), threshold_exempt: status === 'active', ...extra },
  })

async function project(
  requestType: 'visibility' | 'feedback',
  status: 'pending' | 'scheduled' | 'approved' | 'published',
  extra: Record<string, unknown> = {},
) {
  const owner = await member('active')
  return payload.db.create({
    collection: 'projects',
    data: {
      title: `Projet ${randomUUID().slice(0, 8)}`,
      summary: PROJECT_SUMMARY,
      request_type: requestType,
      primary_target: 'Solopreneurs',
      status,
      owner: owner.id,
      ...extra,
    },
  })
}

async function pendingProject(requestType: 'visibility' | 'feedback', hoursAgo: number) {
  const created = await project(requestType, 'pending')
  await backdate('projects', created.id, ago(hoursAgo))
  return created
}

let target: { id: number } | undefined
async function declaredAction(hoursAgo: number, status: 'pending' | 'validated_manual' = 'pending') {
  const { id: projectId } = (target ??= await project('visibility', 'published'))
  const declarer = await member('active')
  const action = await payload.db.create({
    collection: 'declared-actions',
    data: {
      member: declarer.id,
      project: projectId,
      action_type: 'like',
      url: 'https://www.linkedin.com/posts/1',
      status,
    },
  })
  await backdate('declared_actions', action.id, ago(hoursAgo))
}

async function applicant(hoursAgo: number) {
  const created = await member('waitlist')
  await backdate('members', created.id, ago(hoursAgo))
}

async function report(hoursAgo: number, processed = false) {
  const reported = await project('visibility', 'published')
  const created = await payload.db.create({
    collection: 'project-reports',
    data: {
      project: reported.id,
      member: actors.owner.id,
      report_text: 'Reporting',
      ...(processed ? { processed_at: ago(1).toISOString() } : {}),
    },
  })
  await backdate('project_reports', created.id, ago(hoursAgo))
}

/** A feedback on a published feedback project, reported by `reporters` members (settled ones when `status` says so). */
async function reportedFeedback(hoursAgo: number, reporters: number, status: 'open' | 'kept' = 'open') {
  const reported = await project('feedback', 'published')
  const author = await member('active')
  const feedback = await payload.db.create({
    collection: 'feedbacks',
    data: { project: reported.id, author: author.id, kind: 'idea', text: 'Un retour signalé.', status: 'visible' },
  })
  for (let index = 0; index < reporters; index++) {
    const reporter = await member('active')
    const created = await payload.db.create({
      collection: 'feedback-reports',
      data: { feedback: feedback.id, member: reporter.id, reason: 'Hors sujet.', status },
    })
    await backdate('feedback_reports', created.id, ago(hoursAgo - index))
  }
}

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  Plans?: PlanNode[]
}

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)]

/** A statement with its `$n` parameters written in as literals, so it can be EXPLAINed as it ran. */
function inlineParameters(text: string, values: unknown[]): string {
  const literal = (value: unknown) =>
    value === null || value === undefined
      ? 'null'
      : typeof value === 'number'
        ? String(value)
        : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`
  return text.replace(/\$(\d+)\b/g, (_, n: string) => literal(values[Number(n) - 1]))
}

const rulesNow = () => payload.findGlobal({ slug: 'rules', depth: 0 })

describe('the moderation queues', () => {
  it('count, date the oldest and count the late of each queue, in one statement whatever the rows', async () => {
    const before = await countModerationQueues(payload, await rulesNow(), NOW)
    expect(before.visibility.count + before.feedback.count + before.actions.count + before.reports.count).toBe(0)

    // Visibility: 48 h. Feedback: 24 h. Declared actions: 48 h.
    await pendingProject('visibility', 49)
    await pendingProject('visibility', 47)
    await pendingProject('feedback', 25)
    await pendingProject('feedback', 23)
    await project('feedback', 'approved')
    await declaredAction(50)
    await declaredAction(49)
    await declaredAction(10)
    await declaredAction(200, 'validated_manual')
    await applicant(300)
    await report(72)
    await report(400, true)
    await reportedFeedback(30, 2)
    await reportedFeedback(5, 1)
    await reportedFeedback(90, 1, 'kept')

    const { result: queues, queries } = await countQueries(payload, async () =>
      countModerationQueues(payload, await rulesNow(), NOW),
    )
    expect(queues.visibility).toEqual({ count: 2, oldest: ago(49), late: 1 })
    expect(queues.feedback).toEqual({ count: 2, oldest: ago(25), late: 1 })
    expect(queues.actions).toEqual({ count: 3, oldest: ago(50), late: 2 })
    expect(queues.applications).toEqual({ count: before.applications.count + 1, oldest: ago(300), late: null })
    expect(queues.reports).toEqual({ count: 1, oldest: ago(72), late: null })
    // Counted per feedback, however many members reported it; a settled report counts no more.
    expect(queues.flaggedFeedbacks).toEqual({ count: 2, oldest: ago(30), late: null })

    // Twenty more pending actions cost no more statements.
    for (let index = 0; index < 20; index++) await declaredAction(1)
    const more = await countQueries(payload, async () => countModerationQueues(payload, await rulesNow(), NOW))
    expect(more.result.actions.count).toBe(23)
    expect(more.queries.length).toBe(queries.length)
    // The rules global's read and the one statement of counts.
    expect(queries.filter((query) => /\bunion all\b/i.test(query))).toHaveLength(1)
    expect(queries.length).toBeLessThanOrEqual(4)
  })

  it('follow the delays of the rules global', async () => {
    const rules = await rulesNow()
    const queues = await countModerationQueues(payload, { ...rules, visibility_answer_hours: 46 }, NOW)
    expect(queues.visibility.late).toBe(2)
  })
})

describe('the admin home', () => {
  it('shows the amplification calendar by Paris week, flagged against the rules global', async () => {
    const thisWeek = parisWeekMonday(NOW)
    const nextWeek = parisWeekMonday(NOW, 1)
    const farWeek = parisWeekMonday(NOW, 8)
    const current = await project('visibility', 'scheduled', { exposure_week_start: thisWeek.toISOString() })
    for (let index = 0; index < 4; index++) {
      await project('visibility', 'scheduled', { exposure_week_start: nextWeek.toISOString() })
    }
    await project('visibility', 'approved', { exposure_week_start: farWeek.toISOString() })

    const { calendar } = await loadCockpit(payload, actors.admin, NOW)
    expect(calendar).toHaveLength(8)
    expect(calendar[0]).toMatchObject({
      current: true,
      flag: 'Moins de 3 projets cette semaine',
      projects: [{ id: current.id, title: current.title, status: 'Sélectionné' }],
    })
    expect(calendar[1].projects).toHaveLength(4)
    expect(calendar[1].flag).toBe('Plus de 3 projets cette semaine-là')
    expect(calendar.slice(2).every((week) => week.projects.length === 0 && week.flag === null)).toBe(true)
  })

  it('lists the active members under their semester requirement, most at risk first, in one grouped query', async () => {
    const db = await drizzleFor(payload)
    const period = periodOf(NOW)
    const withPoints = async (points: number, extra: Record<string, unknown> = {}) => {
      const created = await member('active', {
        activated_at: '2020-01-01T09:00:00.000Z',
        threshold_exempt: false,
        ...extra,
      })
      await db.execute(sql`
        insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
        values (${created.id}, ${points}, 'adjustment', 'admin-adjustment', ${randomUUID()}, ${period}, ${ago(200).toISOString()}::timestamptz, now())`)
      return created
    }
    const far = await withPoints(10)
    const near = await withPoints(70)
    const enough = await withPoints(78)
    const exempt = await withPoints(0, { threshold_exempt: true })

    const { result, queries } = await countQueries(payload, () => loadCockpit(payload, actors.admin, NOW))
    const listed = result.atRisk.members.map((row) => row.id)
    expect(listed).not.toContain(enough.id)
    expect(listed).not.toContain(exempt.id)
    const farRow = result.atRisk.members.find((row) => row.id === far.id)
    const nearRow = result.atRisk.members.find((row) => row.id === near.id)
    expect(farRow).toMatchObject({ points: 10, required: 78, missing: 68 })
    expect(nearRow).toMatchObject({ points: 70, required: 78, missing: 8 })
    expect(listed.indexOf(far.id)).toBeLessThan(listed.indexOf(near.id))
    const missing = result.atRisk.members.map((row) => row.missing)
    expect(missing).toEqual([...missing].sort((a, b) => b - a))
    expect(result.atRisk.daysLeft).toBeGreaterThan(0)

    // Each says why; the totals come from the per-member table, never a sum of the ledger.
    expect(farRow?.reason).toMatch(
      /^Il manque 68 points sur 78, \d+ jours? avant la clôture : environ \d+ points? par semaine\.$/,
    )
    expect(queries.some((query) => /member_period_points/.test(query))).toBe(true)
    expect(queries.some((query) => /sum\(points\)\s+as total\s+from points_ledger/i.test(query))).toBe(false)

    // A member in their first two weeks is left out, however few their points.
    const newcomer = await withPoints(0, { activated_at: ago(24 * 3).toISOString() })
    // An inactive member asking to come back comes first.
    const asking = await member('active', { status: 'inactive', threshold_exempt: false })
    await payload.db.create({ collection: 'reactivation-requests', data: { member: asking.id, status: 'open' } })
    const withNewcomers = await loadCockpit(payload, actors.admin, NOW)
    expect(withNewcomers.atRisk.members.map((row) => row.id)).not.toContain(newcomer.id)
    expect(withNewcomers.atRisk.members[0]).toMatchObject({
      id: asking.id,
      reactivationAsked: true,
      reason: expect.stringMatching(/^A demandé sa réactivation le /),
    })

    // Thirty more members at risk: still twenty listed, no more statements.
    for (let index = 0; index < 30; index++) await withPoints(index)
    const again = await countQueries(payload, () => loadCockpit(payload, actors.admin, NOW))
    expect(again.result.atRisk.members).toHaveLength(20)
    expect(again.queries.length).toBe(queries.length)
  })

  it('"Relancer": a friendly e-mail through the outbox, once a week per member, in the member’s history', async () => {
    const shortOfPoints = await member('active', { threshold_exempt: false, activated_at: '2020-01-01T09:00:00.000Z' })
    expect(await remindMember(payload, actors.owner, shortOfPoints.id)).toMatchObject({ ok: false })
    expect(await remindMember(payload, actors.admin, shortOfPoints.id, NOW)).toEqual({
      ok: true,
      message: REMINDER_MESSAGES.sent,
    })
    expect(await remindMember(payload, actors.admin, shortOfPoints.id, NOW)).toEqual({
      ok: false,
      message: REMINDER_MESSAGES.tooSoon,
    })
    const { docs: reminders } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      pagination: false,
      limit: 0,
    })
    const sent = reminders.filter((job) => (job.input as { to?: string }).to === shortOfPoints.email)
    expect(sent).toHaveLength(1)
    expect((sent[0].input as { subject: string }).subject).toBe('Un petit coup de pouce pour ce semestre ?')
    const history = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ target_collection: { equals: 'members' } }, { target_id: { equals: String(shortOfPoints.id) } }],
      },
      depth: 0,
    })
    expect(history.docs.map((entry) => entry.action)).toEqual(['member.reminded'])
    // A week later it may go again; and the cockpit shows when it last went.
    const cockpit = await loadCockpit(payload, actors.admin, NOW)
    expect(cockpit.atRisk.members.find((row) => row.id === shortOfPoints.id)?.remindedAt).toEqual(expect.any(String))
    const weekLater = new Date(Date.now() + 7 * 24 * HOUR + 60_000)
    expect(await remindMember(payload, actors.admin, shortOfPoints.id, weekLater)).toMatchObject({ ok: true })
  })

  it("sums the week's activity and shows the latest audit entries", async () => {
    const before = (await loadCockpit(payload, actors.admin, NOW)).activity
    const db = await drizzleFor(payload)
    const inWeek = ago(1).toISOString()
    const activated = await member('active')
    await db.execute(sql`
      insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
      values (${activated.id}, 10, 'post', 'declared-action', ${randomUUID()}, ${periodOf(NOW)}, ${inWeek}::timestamptz, now()),
             (${activated.id}, 3, 'adjustment', 'admin-adjustment', ${randomUUID()}, ${periodOf(NOW)}, ${inWeek}::timestamptz, now())`)
    const decision = await payload.db.create({
      collection: 'admin-decisions',
      data: { member: activated.id, action: 'activated' },
    })
    await backdate('admin_decisions', decision.id, ago(1))
    const entry = await payload.db.create({
      collection: 'audit-log',
      data: { action: 'project.published', target_collection: 'projects', target_id: '1', actor_user: actors.admin.id },
    })
    await backdate('audit_log', entry.id, ago(1))

    const after = await loadCockpit(payload, actors.admin, NOW)
    expect(after.activity).toEqual({
      validatedActions: before.validatedActions + 1,
      pointsCredited: before.pointsCredited + 13,
      newMembers: before.newMembers + 1,
      publishedProjects: before.publishedProjects + 1,
    })
    expect(after.audit.length).toBeLessThanOrEqual(10)
    // Written in French with who acted, never the internal code alone.
    const written = after.audit.find((row) => row.id === entry.id)
    const sentence = written?.sentence.map((part) => part.text).join('')
    expect(sentence).toMatch(new RegExp(`^Publié : .*\\(par ${actors.admin.name}\\)$`))
  })
})

describe('who reads the figures', () => {
  it('refuses members and marketing users at every reader', async () => {
    for (const user of [actors.owner, actors.waitlist, actors.marketing, undefined]) {
      await expect(moderationQueues(payload, user, NOW)).rejects.toBeInstanceOf(Forbidden)
      expect(() => queuesForRender(payload, user)).toThrow(Forbidden)
      await expect(loadCockpit(payload, user, NOW)).rejects.toBeInstanceOf(Forbidden)
    }
    // A member whose id is an admin's id is still a member.
    const twin = { ...actors.owner, id: actors.admin.id }
    await expect(moderationQueues(payload, twin, NOW)).rejects.toBeInstanceOf(Forbidden)
    expect((await moderationQueues(payload, actors.admin, NOW)).actions.count).toBeGreaterThan(0)
  })

  it('draws nothing of the cockpit or the badges for them', async () => {
    const { Cockpit } = await import('@/components/admin/cockpit/Cockpit')
    const { ModerationNavLinks } = await import('@/components/admin/ModerationNavLinks')
    for (const user of [actors.marketing, actors.owner]) {
      const props = { payload, user } as unknown as Parameters<typeof Cockpit>[0]
      expect(await Cockpit(props)).toBeNull()
      expect(await ModerationNavLinks(props)).toBeNull()
    }
    const adminProps = { payload, user: actors.admin } as unknown as Parameters<typeof Cockpit>[0]
    expect(await Cockpit(adminProps)).not.toBeNull()
  })

  it('does not let them run or queue the daily job through the REST API', async () => {
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'lateDigest' } } })
    const runAccess = payload.config.jobs.access?.run
    const queueAccess = payload.config.jobs.access?.queue
    for (const user of [actors.marketing, actors.owner]) {
      const req = { user, payload } as never
      expect(await runAccess?.({ req })).toBe(false)
      expect(await queueAccess?.({ req })).toBe(false)
    }
    expect(jobs.totalDocs).toBe(0)
  })
})

describe('the daily late e-mail', () => {
  const digests = () => smtp.messages.filter((message) => message.subject?.startsWith('Modération :'))

  it('goes once a day at 08:00 Paris to each admin who kept it, only when something is late', async () => {
    const optedOut = await createStaff(payload, 'admin')
    await payload.update({ collection: 'users', id: optedOut.id, data: { late_digest: false } })

    // The day before, nothing had waited past its delay yet.
    expect(await runLateDigest(payload, new Date(NOW.getTime() - 24 * HOUR))).toEqual({ sent: 0 })
    // Not at 09:00.
    expect(await runLateDigest(payload, new Date(NOW.getTime() + HOUR))).toEqual({ sent: 0 })
    await payload.jobs.run()
    expect(digests()).toHaveLength(0)

    expect(await runLateDigest(payload, NOW)).toEqual({ sent: 1 })
    // A rerun the same morning, and two workers at once: nothing more.
    const rerun = await Promise.all([
      runLateDigest(payload, new Date(NOW.getTime() + 10 * 60 * 1000)),
      runLateDigest(payload, new Date(NOW.getTime() + 10 * 60 * 1000)),
    ])
    expect(rerun).toEqual([{ sent: 0 }, { sent: 0 }])
    await payload.jobs.run()
    const message = await smtp.waitFor((received) => received.subject?.startsWith('Modération :') ?? false)
    expect(digests()).toHaveLength(1)
    const to = (message.to && !Array.isArray(message.to) ? message.to.text : '') ?? ''
    expect(to).toContain(actors.admin.email)
    expect(message.text).toContain("Déclarations d'actions : 2 en retard sur 23")
    expect(message.text).toContain('/admin/interactions?statut=en-attente')
    expect(message.text).toContain('Projets en attente — feedbacks : 1 en retard sur 2')
    expect(message.text).not.toContain('Candidatures')
    const keys = await payload.db.find({
      collection: 'payload-kv',
      where: { key: { like: `late-digest:${parisDayKey(NOW)}` } },
    })
    expect(keys.docs.map((doc) => (doc as unknown as { key: string }).key)).toEqual([
      `late-digest:${parisDayKey(NOW)}:${actors.admin.id}`,
    ])

    // The next morning, two workers at once: one e-mail.
    const nextDay = new Date(NOW.getTime() + 24 * HOUR)
    const both = await Promise.all([runLateDigest(payload, nextDay), runLateDigest(payload, nextDay)])
    expect(both[0].sent + both[1].sent).toBe(1)
  })
})

// Last in the file: ten thousand members would crowd the lists the tests above read.
describe('members at risk at scale', () => {
  it('reads a bounded list of candidates at 10,000 members: index walks under a LIMIT, never the whole membership', async () => {
    const db = await drizzleFor(payload)
    const period = periodOf(NOW)
    // Ten thousand active members past their first weeks, two in three with a semester total.
    await db.execute(sql`
      insert into members (first_name, last_name, email, status, application_status, activated_at, threshold_exempt)
      select 'Nombreux', 'Membre ' || n, 'nombreux.' || n || '@example.test', 'active', 'accepted',
             ${ago(24 * 60).toISOString()}::timestamptz - make_interval(mins => n), false
      from generate_series(1, 10000) as n`)
    await db.execute(sql`
      insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
      select id, 1 + id % 90, 'adjustment', 'admin-adjustment', 'bulk-' || id, ${period}, now(), now()
      from members where email like 'nombreux.%' and id % 3 <> 0`)
    await db.execute(sql`analyze members; analyze derived.member_period_points; analyze reactivation_requests`)

    const { result, statements } = await captureStatements(payload, () => loadCockpit(payload, actors.admin, NOW))
    expect(result.atRisk.members).toHaveLength(20)
    const atRisk = statements.find((statement) => /with candidates as/.test(statement.text))!
    const { rows } = await db.execute(
      sql.raw(`explain (analyze, format json) ${inlineParameters(atRisk.text, atRisk.values)}`),
    )
    const [{ Plan: plan }] = (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN']
    const executed = planNodes(plan).filter((node) => (node['Actual Loops'] ?? 0) > 0)
    const on = (table: string) => executed.filter((node) => node['Relation Name'] === table)
    // No sequential read of the members or of the semester totals: every row comes from an index.
    for (const table of ['members', 'member_period_points'])
      expect(on(table).filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([])
    expect(on('members').some((node) => node['Index Name'] === 'status_activated_at_idx')).toBe(true)
    expect(
      on('member_period_points').some((node) => node['Index Name'] === 'member_period_points_period_points_idx'),
    ).toBe(true)
    // The rows read stay near the candidates' number, far from the ten thousand members.
    const read = (table: string) =>
      on(table).reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0), 0)
    expect(read('members') + read('member_period_points')).toBeLessThan(1000)
  })
})

import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { ActionType } from '@/domain/declaredActions/declaredActions'
import { countOf } from '@/domain/french'
import { REPORT_CSV_HEADER_MESSAGE } from '@/domain/reports/reportCsv'
import type { Project } from '@/payload-types'
import { creditPoints } from '@/points/creditPoints'
import { mayProcessReports, processLatestProjectReport } from '@/reports/processProjectReport'
import { submitProjectReport } from '@/reports/submitProjectReport'
import { uploadDir } from '@/uploads/uploadDir'

import { createMember, createProject, type Actors, type SignedInMember } from './helpers/actors'
import { as, outcomeOf } from './helpers/matrix'
import { setUpTestPayload } from './helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const csv = (text: string) => {
  const data = Buffer.from(text)
  return { data, size: data.length }
}

const reportsOf = async (projectId: number) =>
  (
    await payload.find({
      collection: 'project-reports',
      where: { project: { equals: projectId } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

const scheduled = () => createProject(payload, actors.owner, { status: 'scheduled' })

async function declare(member: SignedInMember, project: Project, actionType: ActionType, url: string) {
  return payload.create({
    collection: 'declared-actions',
    data: { member: member.id, project: project.id, action_type: actionType, url, status: 'pending' },
    depth: 0,
    ...as(member),
  })
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'declared-actions', id, depth: 0 })).status

const creditsFor = async (ids: number[]) =>
  (
    await payload.find({
      collection: 'points-ledger',
      where: { and: [{ source_type: { equals: 'declared-action' } }, { source_id: { in: ids.map(String) } }] },
      pagination: false,
      depth: 0,
    })
  ).docs

describe('the owner sends the Monday reporting', () => {
  it('stores a text report as the owner', async () => {
    const project = await scheduled()
    expect(
      await submitProjectReport(payload, actors.owner, project.id, { text: '  12 likes cette semaine  ', file: null }),
    ).toEqual({
      ok: true,
      message: 'Reporting envoyé',
    })
    expect(await reportsOf(project.id)).toMatchObject([
      { member: actors.owner.id, report_text: '12 likes cette semaine', report_file: null },
    ])
  })

  it('stores a CSV file (named by project and time, uploaded by the owner) with the text', async () => {
    const project = await createProject(payload, actors.owner, { status: 'published' })
    const file = csv(
      '\uFEFFplatform;url;action_type;author_handle\r\nlinkedin;https://linkedin.com/posts/1;like;@a\r\n',
    )
    const result = await submitProjectReport(
      payload,
      actors.owner,
      project.id,
      { text: 'Voir le fichier', file },
      new Date(1_700_000_000_000),
    )
    expect(result.ok).toBe(true)
    const [report] = await reportsOf(project.id)
    const upload = await payload.findByID({ collection: 'report-files', id: report.report_file as number, depth: 0 })
    expect(upload).toMatchObject({
      uploader: actors.owner.id,
      mimeType: 'text/csv',
      filename: `reporting-${project.id}-1700000000000.csv`,
    })
    expect(existsSync(path.join(uploadDir('report-files'), upload.filename!))).toBe(true)
  })

  it('asks for text or a file', async () => {
    const project = await scheduled()
    for (const input of [
      { text: '', file: null },
      { text: '   \n ', file: csv('') },
    ]) {
      expect(await submitProjectReport(payload, actors.owner, project.id, input)).toEqual({
        ok: false,
        message: 'Veuillez fournir un reporting (texte ou fichier)',
        field: 'text',
      })
    }
    expect(await reportsOf(project.id)).toEqual([])
  })

  it('refuses a CSV with the wrong header, too large or not text, and stores nothing', async () => {
    const project = await scheduled()
    const uploadsBefore = (await payload.count({ collection: 'report-files' })).totalDocs
    const cases = [
      [csv('platform,lien,type\nlinkedin,https://a.fr,like\n'), REPORT_CSV_HEADER_MESSAGE],
      [
        { data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), size: 5 * 1024 * 1024 + 1 },
        'Le fichier CSV ne doit pas dépasser 5 Mo.',
      ],
      [csv('url,action_type\n\u0000\u0001'), 'Le fichier doit être un fichier CSV (texte).'],
    ] as const
    for (const [file, reason] of cases) {
      expect(await submitProjectReport(payload, actors.owner, project.id, { text: 'avec texte', file })).toEqual({
        ok: false,
        message: `Impossible d'envoyer le reporting : ${reason}`,
        field: 'file',
      })
    }
    expect(await reportsOf(project.id)).toEqual([])
    expect((await payload.count({ collection: 'report-files' })).totalDocs).toBe(uploadsBefore)
  })

  it('is for the owner of a running visibility campaign only', async () => {
    const text = { text: 'Reporting', file: null }
    const project = await scheduled()
    const refusedBecause = (reason: string) => ({ ok: false, message: `Impossible d'envoyer le reporting : ${reason}` })
    expect(await submitProjectReport(payload, null, project.id, text)).toEqual(
      refusedBecause('Seul le porteur du projet peut envoyer un reporting.'),
    )
    expect(await submitProjectReport(payload, actors.other, project.id, text)).toEqual(
      refusedBecause('Seul le porteur du projet peut envoyer un reporting.'),
    )
    for (const options of [
      { status: 'published', request_type: 'feedback' },
      { status: 'pending' },
      { status: 'approved' },
      { status: 'mod_requested' },
    ] as const) {
      const closed = await createProject(payload, actors.owner, options)
      expect(await submitProjectReport(payload, actors.owner, closed.id, text)).toEqual(
        refusedBecause('Le reporting est ouvert aux projets de visibilité sélectionnés ou amplifiés.'),
      )
      expect(await reportsOf(closed.id)).toEqual([])
    }
    expect(await reportsOf(project.id)).toEqual([])
  })

  it('holds through the API too: the collections check the file, the owner and the campaign', async () => {
    const pending = await createProject(payload, actors.owner, { status: 'pending' })
    expect(
      await outcomeOf(() =>
        payload.create({
          collection: 'project-reports',
          data: { project: pending.id, member: actors.owner.id, report_text: 'x' },
          ...as(actors.owner),
        }),
      ),
    ).toBe('forbidden')
    const bad = csv('a,b\n1,2\n')
    expect(
      await outcomeOf(() =>
        payload.create({
          collection: 'report-files',
          data: {},
          file: { ...bad, mimetype: 'text/csv', name: 'x.csv' },
          ...as(actors.owner),
        }),
      ),
    ).toBe('failed: ValidationError: Le champ suivant n’est pas valide\u00a0: file')
  })
})

describe('the admin processes the latest report', () => {
  /** A running campaign with five declarations and a report naming three of them, with bad rows. */
  async function reportedProject() {
    const project = await scheduled()
    const [ana, bob, chloe, dan] = await Promise.all(
      ['Ana', 'Bob', 'Chloé', 'Dan'].map((name) => createMember(payload, 'active', name)),
    )
    const anaLike = await declare(ana, project, 'like', 'https://linkedin.com/posts/a-like')
    const anaComment = await declare(ana, project, 'comment', 'linkedin.com/posts/a-comment')
    const bobShare = await declare(bob, project, 'share', 'https://linkedin.com/posts/b-share')
    const chloePost = await declare(chloe, project, 'post', 'https://linkedin.com/posts/c-post')
    const danLike = await declare(dan, project, 'like', 'https://linkedin.com/posts/d-like')
    await payload.update({
      collection: 'declared-actions',
      id: danLike.id,
      data: { status: 'rejected', validation_notes: 'Lien privé' },
      ...as(actors.admin),
    })

    const file = csv(
      [
        '\uFEFFplatform;url;action_type;author_handle;notes',
        'linkedin;https://www.linkedin.com/posts/a-like/?utm_source=share;like;@ana;',
        'linkedin;http://linkedin.com/posts/a-comment;Commentaire;@ana;"vu; ok"',
        'linkedin;https://linkedin.com/posts/b-share;like;@bob;',
        'linkedin;;like;@x;',
        'linkedin;https://linkedin.com/posts/x;vote;@x;',
        '',
        'linkedin;http://linkedin.com/posts/a-comment;comment;@ana;',
        'linkedin;https://linkedin.com/posts/d-like;like;@dan;',
      ].join('\r\n'),
    )
    const text = 'Bilan de la semaine.\nPartage de Bob : https://linkedin.com/posts/b-share.\n'
    expect((await submitProjectReport(payload, actors.owner, project.id, { text, file })).ok).toBe(true)
    return { project, ana, bob, anaLike, anaComment, bobShare, chloePost, danLike }
  }

  it('validates the matching pending actions, credits the rules’ points and lists the rows it could not use', async () => {
    const { project, ana, bob, anaLike, anaComment, bobShare, chloePost, danLike } = await reportedProject()

    const { points } = await payload.findGlobal({ slug: 'rules' })
    const result = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
    const expectedPoints = points.like + points.comment + points.share
    expect(result).toEqual({
      ok: true,
      reportId: expect.any(Number),
      validatedActions: 3,
      pointsAwarded: expectedPoints,
      contributors: 2,
      summary: `3 actions validées, ${expectedPoints} points attribués à 2 contributeurs`,
      problems: [
        { line: 5, reason: 'Lien (colonne lien) manquant.' },
        { line: 6, reason: 'Type d’action inconnu : « vote » (attendu : like, comment, share ou post).' },
        { line: 8, reason: 'Ligne en double (déjà lue ligne 3).' },
      ],
      problemCount: 3,
      rowsRead: 8,
      processed: 3,
      remaining: 0,
      resume: null,
      since: expect.any(String),
    })
    expect(
      await Promise.all([anaLike, anaComment, bobShare, chloePost, danLike].map((action) => statusOf(action.id))),
    ).toEqual(['validated_auto', 'validated_auto', 'validated_auto', 'pending', 'rejected'])
    const validated = await payload.findByID({ collection: 'declared-actions', id: anaLike.id, depth: 0 })
    expect(validated.validated_by).toBe(actors.admin.id)
    const credits = await creditsFor([anaLike.id, anaComment.id, bobShare.id, chloePost.id, danLike.id])
    expect(credits.map((credit) => [credit.member, Number(credit.points)]).sort()).toEqual(
      [
        [ana.id, points.like],
        [ana.id, points.comment],
        [bob.id, points.share],
      ].sort(),
    )
    const [report] = await reportsOf(project.id)
    expect(report.processing_summary).toBe(`3 actions validées, ${expectedPoints} points attribués à 2 contributeurs`)
    expect(report.processed_at).toEqual(expect.any(String))

    // Processed again: nothing left to validate, nothing credited twice.
    const again = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
    expect(again).toMatchObject({ ok: true, validatedActions: 0, pointsAwarded: 0, contributors: 0 })
    expect(await creditsFor([anaLike.id, anaComment.id, bobShare.id])).toHaveLength(3)
  })

  it('in batches of one, as the admin screen runs it, gives the same result, the problems told once', async () => {
    const { project, anaLike, anaComment, bobShare, chloePost } = await reportedProject()
    const { points } = await payload.findGlobal({ slug: 'rules' })
    const expectedPoints = points.like + points.comment + points.share
    const batches = []
    let resume = null
    do {
      const batch = await processLatestProjectReport(payload, {
        projectId: project.id,
        user: actors.admin,
        batchSize: 1,
        resume,
      })
      if (!batch.ok) throw new Error('batch refused')
      batches.push(batch)
      resume = batch.resume
    } while (resume && batches.length < 10)
    expect(batches.map((batch) => [batch.processed, batch.remaining])).toEqual([
      [1, 2],
      [1, 1],
      [1, 0],
    ])
    expect(batches.flatMap((batch) => batch.problems)).toHaveLength(3)
    expect(batches.at(-1)).toMatchObject({
      validatedActions: 3,
      pointsAwarded: expectedPoints,
      contributors: 2,
      summary: `3 actions validées, ${expectedPoints} points attribués à 2 contributeurs`,
    })
    expect(await Promise.all([anaLike, anaComment, bobShare, chloePost].map((action) => statusOf(action.id)))).toEqual([
      'validated_auto',
      'validated_auto',
      'validated_auto',
      'pending',
    ])
    const [report] = await reportsOf(project.id)
    expect(report.processing_summary).toBe(`3 actions validées, ${expectedPoints} points attribués à 2 contributeurs`)
  })

  it('processes only the latest report', async () => {
    const project = await scheduled()
    const member = await createMember(payload, 'active')
    const first = await declare(member, project, 'like', 'https://instagram.com/p/first')
    const second = await declare(member, project, 'post', 'https://instagram.com/p/second')
    await submitProjectReport(payload, actors.owner, project.id, { text: 'https://instagram.com/p/first', file: null })
    await submitProjectReport(payload, actors.owner, project.id, { text: 'https://instagram.com/p/second', file: null })
    expect(await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })).toMatchObject({
      validatedActions: 1,
    })
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(['pending', 'validated_auto'])
  })

  it('credits once when two admins process at the same time', async () => {
    const project = await scheduled()
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(payload, 'active')))
    const actions = await Promise.all(
      members.map((member, index) => declare(member, project, 'comment', `https://facebook.com/posts/${index}`)),
    )
    const rows = members.map((_, index) => `facebook,https://facebook.com/posts/${index},comment,@m${index}`)
    await submitProjectReport(payload, actors.owner, project.id, {
      text: '',
      file: csv(['platform,url,action_type,author_handle', ...rows].join('\n')),
    })
    const secondAdmin = {
      ...(await payload.create({
        collection: 'users',
        data: { email: `admin2-${Date.now()}@exemple.fr`, password: 'motdepasse1', name: 'admin 2', roles: ['admin'] },
      })),
      collection: 'users' as const,
    }

    const runs = await Promise.all([
      processLatestProjectReport(payload, { projectId: project.id, user: actors.admin }),
      processLatestProjectReport(payload, { projectId: project.id, user: secondAdmin }),
    ])
    const validated = runs.map((run) => (run.ok ? run.validatedActions : -1))
    expect(validated.sort()).toEqual([0, 6])
    expect(await creditsFor(actions.map((action) => action.id))).toHaveLength(6)
  })

  it('validates a batch exactly once, raced by itself, replayed and raced by a manual validation', async () => {
    const project = await scheduled()
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(payload, 'active')))
    const actions = await Promise.all(
      members.map((member, index) => declare(member, project, 'post', `https://linkedin.com/posts/once-${index}`)),
    )
    const rows = members.map((_, index) => `linkedin,https://linkedin.com/posts/once-${index},post,@m${index}`)
    await submitProjectReport(payload, actors.owner, project.id, {
      text: '',
      file: csv(['platform,url,action_type,author_handle', ...rows].join('\n')),
    })
    // A credit of the second declaration already in the ledger (a path interrupted after crediting).
    const { points } = await payload.findGlobal({ slug: 'rules' })
    await creditPoints(payload, {
      memberId: members[1].id,
      points: points.post,
      reason: 'post',
      sourceType: 'declared-action',
      sourceId: actions[1].id,
    })

    // The same batch twice at once (a double click), an admin validating the first by hand meanwhile,
    // then the same batch again (a replayed request).
    const batch = () =>
      processLatestProjectReport(payload, { projectId: project.id, user: actors.admin, batchSize: 100, resume: null })
    const [first, second, manual] = await Promise.all([
      batch(),
      batch(),
      outcomeOf(() =>
        payload.update({
          collection: 'declared-actions',
          id: actions[0].id,
          data: { status: 'validated_manual' },
          ...as(actors.admin),
        }),
      ),
    ])
    const replay = await batch()
    // The report's lock lets one of the raced batches through; the other, then the replay, find nothing pending.
    expect([first, second, replay].map((run) => (run.ok ? run.processed : -1)).sort((a, b) => a - b)).toEqual([
      0,
      0,
      expect.any(Number),
    ])
    const manualWon = manual === 'allowed'
    // The admin who lost is told in French: processed already, or changed since their page was read.
    if (!manualWon)
      expect(manual).toMatch(/^failed: APIError: (Cette action a déjà été traitée|Ce document vient d’être modifié)/)

    const ids = actions.map((action) => action.id)
    expect(await Promise.all(ids.map(statusOf))).toEqual([
      manualWon ? 'validated_manual' : 'validated_auto',
      ...Array(7).fill('validated_auto'),
    ])
    const credits = await creditsFor(ids)
    expect(credits.map((credit) => credit.source_id).sort()).toEqual(ids.map(String).sort())
    const journal = await payload.find({
      collection: 'audit-log',
      where: { and: [{ target_collection: { equals: 'declared-actions' } }, { target_id: { in: ids.map(String) } }] },
      pagination: false,
      depth: 0,
    })
    expect(journal.docs.map((entry) => [entry.target_id, entry.action, entry.actor_user]).sort()).toEqual(
      ids
        .map((id, index) => [
          String(id),
          index === 0 && manualWon ? 'declared-action.validated_manual' : 'declared-action.validated_auto',
          actors.admin.id,
        ])
        .sort(),
    )
    // Told under the bell once per credit written; the one already credited is not told again.
    const notices = await payload.find({
      collection: 'notifications',
      where: {
        and: [{ member: { in: members.map((member) => member.id) } }, { kind: { equals: 'action_validated' } }],
      },
      pagination: false,
      depth: 0,
    })
    expect(notices.docs.map((notice) => notice.member).sort()).toEqual(
      members
        .filter((_, index) => index !== 1)
        .map((member) => member.id)
        .sort(),
    )
    expect(notices.docs.find((notice) => notice.member === members[2].id)).toMatchObject({
      kind: 'action_validated',
      title: `Action validée : Post sur « ${project.title} »`,
      body: `+${countOf(points.post, 'point', 'points')}`,
      link: '/contributions',
    })
  })

  it('processes a 50,000-row CSV', async () => {
    const project = await scheduled()
    const members = await Promise.all(Array.from({ length: 5 }, () => createMember(payload, 'active')))
    const actions = await Promise.all(
      members.map((member, index) =>
        declare(member, project, 'share', `https://linkedin.com/feed/update/${index * 10_000}`),
      ),
    )
    const lines = ['platform,url,action_type,author_handle']
    for (let i = 0; i < 50_000; i++) lines.push(`linkedin,https://www.linkedin.com/feed/update/${i},share,@h${i}`)
    const file = csv(lines.join('\n'))
    expect((await submitProjectReport(payload, actors.owner, project.id, { text: '', file })).ok).toBe(true)

    const started = performance.now()
    const result = await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })
    console.info(`50,000-row report processed in ${Math.round(performance.now() - started)} ms`)
    expect(result).toMatchObject({ ok: true, validatedActions: 5, contributors: 5, rowsRead: 50_000, problemCount: 0 })
    expect(await creditsFor(actions.map((action) => action.id))).toHaveLength(5)
  })

  it('answers no-report for a project without one', async () => {
    const project = await scheduled()
    expect(await processLatestProjectReport(payload, { projectId: project.id, user: actors.admin })).toEqual({
      ok: false,
      reason: 'no-report',
    })
  })

  it('is for admins only', async () => {
    const project = await scheduled()
    const member = await createMember(payload, 'active')
    const action = await declare(member, project, 'like', 'https://linkedin.com/posts/admins-only')
    await submitProjectReport(payload, actors.owner, project.id, {
      text: 'https://linkedin.com/posts/admins-only',
      file: null,
    })
    for (const name of ['visitor', 'waitlist', 'owner', 'other', 'marketing'] as const) {
      expect(mayProcessReports(actors.user(name) ?? null)).toBe(false)
      expect(
        await processLatestProjectReport(payload, { projectId: project.id, user: actors.user(name) ?? null }),
      ).toEqual({
        ok: false,
        reason: 'forbidden',
      })
    }
    expect(mayProcessReports(actors.admin)).toBe(true)
    expect(await statusOf(action.id)).toBe('pending')
  })
})

import path from 'node:path'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleFor } from '@/db/drizzleFor'
import { prepareDataExport } from '@/profile/dataExportJob'
import { requestAccountDeletion } from '@/profile/requestAccountDeletion'
import { uploadDir } from '@/uploads/uploadDir'

import { createMember, createProject, csvFile, pngFile, uniqueEmail, type Actors } from './actors'
import { payForProject } from './payments'

/** A member with a history everywhere; every value in `personal` is theirs alone. */
export async function memberWithEverything(payload: Payload, actors: Actors) {
  const db = await drizzleFor(payload)
  const tag = Math.random().toString(36).slice(2, 8)
  const personal = {
    first_name: `Zéphirine${tag}`,
    last_name: `Quintalbrassac${tag}`,
    email: uniqueEmail(`zephirine${tag}`),
    bio: `Biographie unique ${tag}`,
    linkedin_url: `https://www.linkedin.com/in/zephirine-${tag}`,
    billing_address: `12 rue des Secrets ${tag}, 75011 Paris`,
    project_url: `https://zephirine-${tag}.example.fr`,
    refereeEmail: uniqueEmail(`filleul${tag}`),
    postUrl: `https://www.linkedin.com/posts/zephirine-${tag}-comment`,
    feedbackText: `Mon retour très personnel ${tag}`,
    replyText: `Ma réponse très personnelle ${tag}`,
    reportReason: `Mon motif personnel ${tag}`,
    reactivationMessage: `Mon message de retour ${tag}`,
    reportText: `Mon reporting personnel ${tag}`,
    adminNotes: `Note interne sur Zéphirine ${tag}`,
  }
  const member = await createMember(payload, 'active', personal.first_name, {
    last_name: personal.last_name,
    email: personal.email,
    bio: personal.bio,
    linkedin_url: personal.linkedin_url,
    linkedin_count: 4200,
    billing_name: `${personal.first_name} ${personal.last_name}`,
    billing_address: personal.billing_address,
    project_url: personal.project_url,
    admin_notes: personal.adminNotes,
    sectors: ['SaaS'],
  })
  const avatar = await payload.create({
    collection: 'avatars',
    data: { uploader: member.id },
    file: await pngFile(`portrait-${tag}.png`),
    depth: 0,
  })
  await payload.update({ collection: 'members', id: member.id, data: { avatar: avatar.id }, overrideAccess: true })
  // Signed in once: a session on the row.
  await payload.login({ collection: 'members', data: { email: personal.email, password: 'motdepasse1' } })

  const own = await createProject(payload, member, { status: 'approved', request_type: 'visibility', submitted: true })
  await payForProject(payload, own.id)
  const other = await createProject(payload, actors.other, { request_type: 'feedback', title: `Projet voisin ${tag}` })
  const reportFile = await payload.create({
    collection: 'report-files',
    data: { uploader: member.id },
    file: csvFile(`reporting-${tag}.csv`),
    depth: 0,
  })
  const m = member.id
  const at = sql`now()`
  await db.execute(
    sql`insert into votes (project_id, member_id, updated_at, created_at) values (${other.id}, ${m}, ${at}, ${at})`,
  )
  const { rows: actions } = await db.execute(sql`
    insert into declared_actions (member_id, project_id, action_type, url, status, updated_at, created_at)
    values (${m}, ${other.id}, 'comment', ${personal.postUrl}, 'validated_manual', ${at}, ${at}) returning id`)
  await db.execute(sql`
    insert into points_ledger (member_id, points, reason, source_type, source_id, period, updated_at, created_at)
    values (${m}, 3, 'comment', 'declared-action', ${String((actions[0] as { id: number }).id)}, '2026-S2', ${at}, ${at})`)
  await db.execute(sql`
    insert into project_reports (project_id, member_id, report_text, report_file_id, updated_at, created_at)
    values (${own.id}, ${m}, ${personal.reportText}, ${reportFile.id}, ${at}, ${at})`)
  await db.execute(sql`
    insert into referrals (member_id, referee_email, code, status, updated_at, created_at)
    values (${m}, ${personal.refereeEmail}, ${`code-${tag}`}, 'pending', ${at}, ${at}),
           (${actors.other.id}, ${personal.email}, ${`code-in-${tag}`}, 'active', ${at}, ${at})`)
  await db.execute(sql`update referrals set referee_id = ${m} where code = ${`code-in-${tag}`}`)
  await db.execute(sql`
    insert into notifications (member_id, kind, title, body, link, updated_at, created_at)
    values (${m}, 'feedback_received', ${`Bonjour ${personal.first_name}`}, 'Texte', '/dashboard', ${at}, ${at})`)
  await db.execute(sql`
    insert into admin_decisions (member_id, admin_user_id, action, updated_at, created_at)
    values (${m}, ${actors.admin.id}, 'activated', ${at}, ${at})`)
  await db.execute(sql`
    insert into audit_log (actor_member_id, action, target_collection, target_id, updated_at, created_at)
    values (${m}, 'profile-updated', 'members', ${String(m)}, ${at}, ${at})`)
  await db.execute(sql`
    insert into magic_link_tokens (token_hash, member_id, purpose, new_email, expires_at, updated_at, created_at)
    values (${`hash-${tag}`}, ${m}, 'email-change', ${uniqueEmail(`nouvelle${tag}`)}, now() + interval '1 hour', ${at}, ${at})`)
  await db.execute(sql`
    insert into rate_limits (key, hits, reset_at, updated_at, created_at)
    values (${`data-export:member:${m}`}, 1, now() + interval '1 hour', ${at}, ${at}),
           (${`password-login:failures:${personal.email}`}, 1, now() + interval '1 hour', ${at}, ${at})`)
  await db.execute(sql`
    insert into semester_notices (member_id, period, kind, points, updated_at, created_at)
    values (${m}, '2026-S2', 'reminder_3_weeks', 12, ${at}, ${at})`)
  await db.execute(sql`
    insert into batch2_waitlist (email, consent, updated_at, created_at) values (${personal.email}, true, ${at}, ${at})`)
  await db.execute(sql`
    insert into reactivation_requests (member_id, message, status, updated_at, created_at)
    values (${m}, ${personal.reactivationMessage}, 'dismissed', ${at}, ${at})`)
  const { rows: feedbacks } = await db.execute(sql`
    insert into feedbacks (project_id, author_id, kind, text, status, updated_at, created_at)
    values (${other.id}, ${m}, 'idea', ${personal.feedbackText}, 'visible', ${at}, ${at}) returning id`)
  const feedbackId = (feedbacks[0] as { id: number }).id
  await db.execute(sql`
    insert into feedback_replies (feedback_id, project_id, author_id, text, updated_at, created_at)
    values (${feedbackId}, ${other.id}, ${m}, ${personal.replyText}, ${at}, ${at})`)
  await db.execute(sql`
    insert into feedback_reports (feedback_id, member_id, reason, status, updated_at, created_at)
    values (${feedbackId}, ${m}, ${personal.reportReason}, 'open', ${at}, ${at})`)
  await db.execute(sql`
    insert into beta_test_requests (project_id, member_id, status, updated_at, created_at)
    values (${other.id}, ${m}, 'requested', ${at}, ${at})`)
  const { rows: preferences } = await db.execute(sql`
    insert into payload_preferences (key, value, updated_at, created_at)
    values (${`prefs-${tag}`}, '{"seen": true}'::jsonb, ${at}, ${at}) returning id`)
  await db.execute(sql`
    insert into payload_preferences_rels ("order", parent_id, path, members_id)
    values (1, ${(preferences[0] as { id: number }).id}, 'user', ${m})`)
  // The request itself: the admins' e-mail names the member (an outbox copy to remove).
  await requestAccountDeletion(payload, member)
  // An admin editing the member's sheet holds a lock on it (after the request: a save releases locks).
  const { rows: locks } = await db.execute(sql`
    insert into payload_locked_documents (updated_at, created_at) values (${at}, ${at}) returning id`)
  await db.execute(sql`
    insert into payload_locked_documents_rels ("order", parent_id, path, members_id)
    values (1, ${(locks[0] as { id: number }).id}, 'document', ${m})`)
  // A large export the job prepared: its file (bytea parts) holds every personal value above.
  const dataExport = await payload.create({
    collection: 'data-exports',
    data: { member: m, status: 'pending' },
    overrideAccess: true,
  })
  await prepareDataExport(payload, dataExport.id)
  const files = [
    path.join(uploadDir('avatars'), avatar.filename!),
    path.join(uploadDir('report-files'), reportFile.filename!),
  ]
  const hero = await payload.findByID({ collection: 'projects', id: own.id, depth: 1, overrideAccess: true })
  const heroFile = (hero.hero_image as { filename?: string } | null)?.filename
  if (heroFile) files.push(path.join(uploadDir('project-hero-images'), heroFile))
  return { member, personal, files, feedbackId, ownProjectId: own.id }
}

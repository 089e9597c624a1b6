/**
 * Plain SQL, bypassing hooks on purpose (a million rows through the Local API would
 * take an hour); writes what the hooks would have. Deterministic (`setseed`).
 */
import type pg from 'pg'

export const SCALE_TARGETS = {
  members: 10_000,
  projects: 2_000,
  declaredActions: 200_000,
  pointsLedger: 500_000,
  votes: 100_000,
  referrals: 10_000,
} as const

/** Declarations (each validated and credited) and extra adjustments of the signed-in member. */
const HEAVY_MEMBER_DECLARATIONS = 3_000
const HEAVY_MEMBER_ADJUSTMENTS = 1_000
/** Notifications of the signed-in member: the export must stream them. */
export const HEAVY_MEMBER_NOTIFICATIONS = 20_000

export const GROWN_DOMAIN = 'scale.tryb.local'

export type GrowthStep = { step: string; rows: number; ms: number }

// The semester key of a timestamp, as src/domain/points/periods.ts computes it (Europe/Paris).
const periodOf = (column: string) =>
  `extract(year from ${column} at time zone 'Europe/Paris')::int || '-S' || case when extract(month from ${column} at time zone 'Europe/Paris') <= 6 then '1' else '2' end`

// The Monday of the Paris week `weeks` from now, as src/domain/weeks.ts stores it (UTC midnight).
const mondayIn = (weeks: string) =>
  `((date_trunc('week', now() at time zone 'Europe/Paris')::date + (${weeks})::int * 7)::timestamp at time zone 'UTC')`

const FRENCH_MONTHS = `array['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre']`
// The label shown with the week, e.g. "3-9 novembre" (the seed's form).
const weekLabel = (monday: string) =>
  `extract(day from ${monday} at time zone 'UTC')::int || '-' || extract(day from ${monday} at time zone 'UTC' + interval '6 days')::int || ' ' || (${FRENCH_MONTHS})[extract(month from ${monday} at time zone 'UTC' + interval '6 days')::int]`

const grown = `email like '%@${GROWN_DOMAIN}'`
const GROWN_SUMMARY = 'Un projet de solopreneur à faire connaître : le numéro '
const grownProject = `summary like '${GROWN_SUMMARY}%'`
const publicGrownVisibility = `${grownProject} and request_type = 'visibility' and status in ('scheduled', 'published')`

function steps(heavyMemberEmail: string): Array<{ step: string; sql: string }> {
  const heavy = `(select id from members where email = '${heavyMemberEmail.replace(/'/g, "''")}')`
  const admin = `(select u.id from users u join users_roles r on r.parent_id = u.id where r.value = 'admin' order by u.id limit 1)`
  return [
    {
      step: 'members',
      // Most members active, a tenth on the waitlist, some paused; created over two years.
      sql: `
        insert into members (first_name, last_name, status, application_status, source, email_confirmed_at,
          accepts_charter, profile_completed, score, professional_status, linkedin_url, linkedin_count,
          instagram_count, facebook_count, bio, timezone, invites_quota, email, activated_at, threshold_exempt,
          created_at, updated_at)
        select (array['Camille','Léa','Hugo','Inès','Yanis','Sarah','Thomas','Chloé','Lucas','Manon','Nathan','Jade'])[1 + i % 12],
          (array['Martin','Bernard','Dubois','Durand','Lefebvre','Moreau','Laurent','Simon','Michel','Garcia','Roux','Fournier','Girard','Bonnet','Mercier'])[1 + (i / 12) % 15],
          status, case status when 'active' then 'accepted' when 'inactive' then 'paused' else 'waitlist' end::enum_members_application_status,
          (case when i % 3 = 0 then 'signup' else 'landing /apply' end)::enum_members_source,
          case when status <> 'waitlist' or i % 2 = 0 then created + interval '1 hour' end,
          true, i % 4 <> 0, 40 + i % 60,
          (enum_range(null::enum_members_professional_status))[1 + i % 4],
          'https://www.linkedin.com/in/membre-' || i, i % 5000, i % 800, i % 300,
          'Solopreneur·e, membre ' || i || ' de la Tryb.', 'Europe/Paris', 5,
          'membre.' || i || '@${GROWN_DOMAIN}',
          case when status <> 'waitlist' then created + interval '3 days' end, false, created, created
        from (
          select i, now() - random() * interval '730 days' as created,
            (case when random() < 0.85 then 'active' when random() < 0.66 then 'waitlist' else 'inactive' end)::enum_members_status as status
          from generate_series(1, greatest(0, ${SCALE_TARGETS.members} - (select count(*) from members))) as i
        ) as grown`,
    },
    {
      step: 'members_sectors',
      sql: `
        insert into members_sectors ("order", parent_id, value)
        select n, id, (enum_range(null::enum_members_sectors))[1 + (id + n * 5) % 13]
        from members, generate_series(1, 2) as n where ${grown}`,
    },
    {
      step: 'members_motivations',
      sql: `
        insert into members_motivations ("order", parent_id, value)
        select 1, id, (enum_range(null::enum_members_motivations))[1 + id % 3] from members where ${grown}`,
    },
    {
      step: 'admin_decisions',
      // Every grown member an admin activated, and the deactivation of the inactive ones.
      sql: `
        insert into admin_decisions (member_id, admin_user_id, action, notes, created_at, updated_at)
        select id, ${admin}, 'activated'::enum_admin_decisions_action, null, activated_at, activated_at from members where ${grown} and activated_at is not null
        union all
        select id, ${admin}, 'deactivated'::enum_admin_decisions_action, 'Seuil non atteint', activated_at + interval '90 days', activated_at + interval '90 days'
        from members where ${grown} and status = 'inactive'`,
    },
    {
      step: 'projects',
      // Both request types in every status their workflow reaches; public visibility projects have an
      // exposure week: past weeks once published, this week and the next four when scheduled.
      sql: `
        with owners as (select array_agg(id order by id) as ids from members where ${grown} and status = 'active')
        insert into projects (title, slug, request_type, status, owner_id, summary, project_url, primary_target,
          secondary_target, feedback_request, ethics_accepted, payment_commitment, votes_count,
          exposure_week_start, exposure_week, created_at, updated_at)
        select 'Projet ' || i || ' — ' || (array['Atelier','Studio','Carnet','Boussole','Tremplin','Radar'])[1 + i % 6],
          'projet-' || i || '-' || (array['atelier','studio','carnet','boussole','tremplin','radar'])[1 + i % 6],
          request_type, status, owners.ids[1 + (i * 37) % cardinality(owners.ids)],
          '${GROWN_SUMMARY}' || i || '.',
          'https://projet-' || i || '.exemple.fr', 'Solopreneurs', 'Indépendants',
          case when request_type = 'feedback' then 'Vos retours sur le parcours d''inscription.' end,
          true, request_type = 'visibility', 0, monday,
          case when monday is not null then ${weekLabel('monday')} end,
          created, created
        from (
          select i, request_type, status, created,
            case when request_type = 'visibility' and status = 'published' then ${mondayIn('-(1 + i % 100)')}
                 when request_type = 'visibility' and status = 'scheduled' then ${mondayIn('i % 5')} end as monday
          from (
            select i, (case when i % 10 < 7 then 'visibility' else 'feedback' end)::enum_projects_request_type as request_type,
              -- A feedback project goes from pending straight to published (src/domain/projects/projectTransitions.ts).
              (case when r < 0.08 then 'pending' when r < 0.13 then 'mod_requested' when i % 10 >= 7 then 'published'
                    when r < 0.20 then 'approved' when r < 0.35 then 'scheduled' else 'published' end)::enum_projects_status as status,
              now() - random() * interval '700 days' as created
            from (select i, random() as r from generate_series(1, greatest(0, ${SCALE_TARGETS.projects} - (select count(*) from projects))) as i) as drawn
          ) as typed
        ) as dated, owners`,
    },
    {
      step: 'votes',
      // Distinct (member, project) pairs: the i-th pair walks projects first, then members.
      sql: `
        with voters as (select array_agg(id order by id) as ids from members where ${grown} and status = 'active'),
          targets as (select array_agg(id order by id) as ids from projects where ${grownProject} and status in ('scheduled', 'published'))
        insert into votes (project_id, member_id, created_at, updated_at)
        select project_id, member_id, at, at
        from (
          select targets.ids[1 + i % cardinality(targets.ids)] as project_id,
            voters.ids[1 + (i / cardinality(targets.ids)) % cardinality(voters.ids)] as member_id,
            now() - random() * interval '365 days' as at
          from voters, targets, generate_series(0, ${SCALE_TARGETS.votes} - 1) as i
        ) as drawn`,
    },
    {
      step: 'projects.votes_count',
      sql: `
        update projects set votes_count = counted.n
        from (select project_id, count(*) as n from votes group by project_id) as counted
        where counted.project_id = projects.id and projects.votes_count is distinct from counted.n`,
    },
    {
      step: 'declared_actions (signed-in member)',
      // The signed-in member's long history: every type on the public visibility projects.
      sql: `
        with targets as (select array_agg(id order by id) as ids from projects where ${publicGrownVisibility})
        insert into declared_actions (member_id, project_id, action_type, url, status, validated_by_id, created_at, updated_at)
        select ${heavy}, project_id, action_type, 'https://www.linkedin.com/feed/update/urn:li:activity:9' || i,
          (case when i % 3 = 0 then 'validated_manual' else 'validated_auto' end)::enum_declared_actions_status,
          case when i % 3 = 0 then ${admin} end, at, at + interval '1 day'
        from (
          select i, targets.ids[1 + (i / 4) % cardinality(targets.ids)] as project_id,
            (enum_range(null::enum_declared_actions_action_type))[1 + i % 4] as action_type,
            now() - interval '8 days' - random() * interval '700 days' as at
          from targets, generate_series(0, least(${HEAVY_MEMBER_DECLARATIONS}, 4 * (select count(*) from projects where ${publicGrownVisibility})) - 1) as i
        ) as drawn
        on conflict do nothing`,
    },
    {
      step: 'declared_actions',
      // Mostly validated (automatically or by hand), a tenth pending from the last days, some rejected.
      sql: `
        with members_ as (select array_agg(id order by id) as ids from members where ${grown} and status = 'active'),
          targets as (select array_agg(id order by id) as ids from projects where ${publicGrownVisibility})
        insert into declared_actions (member_id, project_id, action_type, url, status, validated_by_id, validation_notes, created_at, updated_at)
        select member_id, project_id, action_type, url, status,
          case when status in ('validated_manual', 'rejected') then ${admin} end,
          case when status = 'rejected' then 'Lien introuvable ou action non visible.' end,
          at, case when status = 'pending' then at else at + interval '1 day' end
        from (
          select member_id, project_id, action_type, url,
            (case when r < 0.10 then 'pending' when r < 0.15 then 'rejected' when r < 0.40 then 'validated_manual'
                  else 'validated_auto' end)::enum_declared_actions_status as status,
            case when r < 0.10 then now() - random() * interval '6 days' else now() - interval '7 days' - random() * interval '700 days' end as at
          from (
            select members_.ids[1 + ((i / 4) / cardinality(targets.ids)) % cardinality(members_.ids)] as member_id,
              targets.ids[1 + (i / 4) % cardinality(targets.ids)] as project_id,
              (enum_range(null::enum_declared_actions_action_type))[1 + i % 4] as action_type,
              'https://www.linkedin.com/feed/update/urn:li:activity:' || i as url, random() as r
            from members_, targets,
              generate_series(0, greatest(0, ${SCALE_TARGETS.declaredActions} - (select count(*) from declared_actions)) - 1) as i
          ) as drawn
        ) as drawn_rows
        on conflict do nothing`,
    },
    {
      step: 'points_ledger (declared actions)',
      // One credit per validated declaration, at the rules' points (like 1, comment 3, share 3, post 10).
      sql: `
        insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
        select member_id, case action_type when 'like' then 1 when 'post' then 10 else 3 end,
          action_type::text::enum_points_ledger_reason, 'declared-action', id::text, ${periodOf('updated_at')}, updated_at, updated_at
        from declared_actions where status in ('validated_auto', 'validated_manual')
        on conflict (source_type, source_id) do nothing`,
    },
    {
      step: 'referrals',
      // Invitations sent by active members; four in ten joined (and were credited).
      sql: `
        with senders as (select array_agg(id order by id) as ids from members where ${grown} and status = 'active')
        insert into referrals (member_id, referee_email, referee_id, status, code, created_at, updated_at)
        select senders.ids[1 + (i * 13) % cardinality(senders.ids)], 'filleul.' || i || '@exemple.fr',
          case when i % 5 < 2 then senders.ids[1 + (i * 7 + 1) % cardinality(senders.ids)] end,
          (case when i % 5 < 2 then 'active' else 'pending' end)::enum_referrals_status,
          'scale-' || md5(i::text), now() - random() * interval '700 days', now()
        from senders, generate_series(1, ${SCALE_TARGETS.referrals}) as i`,
    },
    {
      step: 'points_ledger (referrals)',
      sql: `
        insert into points_ledger (member_id, points, reason, source_type, source_id, period, created_at, updated_at)
        select member_id, 10, 'referral', 'referral', id::text, ${periodOf('created_at')}, created_at, created_at
        from referrals where status = 'active'
        on conflict (source_type, source_id) do nothing`,
    },
    {
      step: 'points_ledger (adjustments)',
      // Real ledgers grow from declarations, but 200,000 of them
      // cannot credit 500,000 rows, so adjustments make up the size.
      sql: `
        with members_ as (select array_agg(id order by id) as ids from members where ${grown} and status <> 'waitlist')
        insert into points_ledger (member_id, points, reason, source_type, source_id, period, notes, created_at, updated_at)
        select member_id, case when i % 7 = 0 then -2 else 5 end, 'adjustment', 'admin-adjustment', 'scale-adjustment-' || i,
          ${periodOf('at')}, 'Ajustement de l''équipe', at, at
        from (
          select i, case when i <= ${HEAVY_MEMBER_ADJUSTMENTS} then ${heavy}
                    else members_.ids[1 + (i * 31) % cardinality(members_.ids)] end as member_id,
            now() - random() * interval '730 days' as at
          from members_, generate_series(1, greatest(0, ${SCALE_TARGETS.pointsLedger} - (select count(*) from points_ledger))) as i
        ) as drawn`,
    },
    {
      step: 'notifications (signed-in member)',
      // Two years of bells for one member: what `/profile/export` must stream in constant memory.
      sql: `
        insert into notifications (member_id, kind, title, body, link, read_at, created_at, updated_at)
        select ${heavy}, 'action_validated', 'Action validée : Like sur « Projet ' || i || ' »', '+5 points',
          '/contributions', at, at, at
        from (select i, now() - (i * interval '50 minutes') as at
              from generate_series(1, ${HEAVY_MEMBER_NOTIFICATIONS}) as i) as drawn`,
    },
    {
      step: 'audit_log',
      // The journal of every decision on the grown rows: declarations, projects, members.
      sql: `
        insert into audit_log (actor_user_id, action, target_collection, target_id, "from", "to", notes, created_at, updated_at)
        select case when status = 'validated_auto' then null else ${admin} end, 'declared-action.' || status, 'declared-actions',
          id::text, 'pending', status::text, validation_notes, updated_at, updated_at
        from declared_actions where status <> 'pending' and project_id in (select id from projects where ${grownProject})
        union all
        select ${admin}, 'project.' || status, 'projects', id::text, 'pending', status::text, null, created + interval '2 days', created + interval '2 days'
        from (select id, status, created_at as created from projects where ${grownProject} and status <> 'pending') as moderated
        union all
        select ${admin}, 'member.' || action, 'members', member_id::text, null, null, notes, created_at, created_at
        from admin_decisions where member_id in (select id from members where ${grown})`,
    },
  ]
}

/**
 * VACUUM ANALYZE, as autovacuum would on a live database: the planner knows the new sizes, and the visibility map lets
 * covering indexes answer alone (without it, `/admin/entraide` read 3,600 heap pages for 9,500 index rows).
 */
export async function growDatabase(client: pg.Client, heavyMemberEmail: string): Promise<GrowthStep[]> {
  const done: GrowthStep[] = []
  await client.query('begin')
  try {
    await client.query('select setseed(0.15)')
    for (const { step, sql } of steps(heavyMemberEmail)) {
      const startedAt = performance.now()
      const result = await client.query(sql)
      done.push({ step, rows: result.rowCount ?? 0, ms: Math.round(performance.now() - startedAt) })
      console.info(`[bench:scale] ${step}: ${result.rowCount ?? 0} lignes en ${done.at(-1)!.ms} ms`)
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
  const startedAt = performance.now()
  await client.query('vacuum analyze')
  done.push({ step: 'vacuum analyze', rows: 0, ms: Math.round(performance.now() - startedAt) })
  return done
}

export async function tableSizes(client: pg.Client): Promise<Record<string, number>> {
  const tables = [
    'members',
    'projects',
    'declared_actions',
    'points_ledger',
    'votes',
    'referrals',
    'audit_log',
    'admin_decisions',
  ]
  const sizes: Record<string, number> = {}
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`)
    sizes[table] = Number(rows[0].n)
  }
  return sizes
}

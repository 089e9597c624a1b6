import { describe, expect, it } from 'vitest'

import { isPlainRead } from '@/domain/infrastructure/plainRead'

describe('isPlainRead: a statement that may be run twice', () => {
  it.each([
    'select "id", "email" from "members" where "members"."id" = $1 limit $2',
    '  SELECT count(*) from projects',
    '(select 1) union (select 2)',
    'with recent as (select id from votes) select count(*) from recent',
    'select "updated_at", "delete_requested_at" from "members"',
    `select 'update members set x = 1' as text`,
  ])('%s reads', (statement) => {
    expect(isPlainRead(statement)).toBe(true)
  })

  it.each([
    'insert into "votes" ("member", "project") values ($1, $2)',
    'update "members" set "first_name" = $1',
    'delete from "votes" where id = $1',
    'with moved as (delete from votes returning *) select count(*) from moved',
    'select id from projects where id = $1 for update',
    'select id from projects where id = $1 for no key update',
    'select id from members for share',
    `select pg_advisory_xact_lock(hashtext('x'))`,
    `select nextval('members_id_seq')`,
    'select * into copy from members',
    'begin',
    'commit',
    'set statement_timeout = 0',
    '',
  ])('%s does not', (statement) => {
    expect(isPlainRead(statement)).toBe(false)
  })
})

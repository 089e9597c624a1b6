import { describe, expect, it } from 'vitest'

import { isHistoryStillReferenced } from '@/errors/historyStillReferenced'

/** As Drizzle wraps what PostgreSQL answered. */
const failedQuery = (query: string, code: string) =>
  Object.assign(new Error(`Failed query: ${query}`), { query, cause: Object.assign(new Error('pg'), { code }) })

describe('a deletion the database refuses because rows still point at it', () => {
  it('is recognised, whether the key restricts or sets null on a required column', () => {
    expect(isHistoryStillReferenced(failedQuery('delete from "members" where "id" = $1', '23503'))).toBe(true)
    expect(isHistoryStillReferenced(failedQuery('delete from "projects" where "id" = $1', '23502'))).toBe(true)
  })

  it('is not a required value missing from a create, nor another error of a delete', () => {
    expect(isHistoryStillReferenced(failedQuery('insert into "votes" ("member_id") values ($1)', '23502'))).toBe(false)
    expect(isHistoryStillReferenced(failedQuery('delete from "votes" where "id" = $1', '57P01'))).toBe(false)
    expect(isHistoryStillReferenced(new Error('delete'))).toBe(false)
  })
})

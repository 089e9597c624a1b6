import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { argumentsSchemaOf, isDefinedAction } from '@/actions/defineAction'

import { dateFieldsOf, INPUT_DATES, SERVER_TIMESTAMPS, STAMPED_DATES } from '../../../collections/serverTimestamps'
import type { Actors, ApiUser } from '../helpers/actors'
import { memberWithEverything } from '../helpers/memberWithEverything'
import { authorizationOf, restRequest } from '../helpers/rest'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

/**
 * Every moment that decides a rule (decided, validated, paid, sent, requested, used, announced…)
 * is the server's, found by enumerating the config's date fields: set over REST or through the
 * Local API as a user, admins included, a forged date is never stored; no server action takes one.
 */
let payload: Payload
let actors: Actors
setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

const FORGED = '2099-01-01T00:00:00.000Z'

type Entity = { kind: 'collection' | 'global'; slug: string; fields: Parameters<typeof dateFieldsOf>[0] }

const entities = (): Entity[] => [
  ...payload.config.collections.map((collection) => ({
    kind: 'collection' as const,
    slug: collection.slug,
    fields: collection.fields,
  })),
  ...payload.config.globals.map((global) => ({ kind: 'global' as const, slug: global.slug, fields: global.fields })),
]

/** The date fields the server alone writes, with their paths; arrays' inner dates are left to the config test. */
function serverDates(entity: Entity) {
  return dateFieldsOf(entity.fields).filter(({ path: fieldPath }) => {
    const key = `${entity.slug}.${fieldPath}`
    return !Object.hasOwn(INPUT_DATES, key) && !(SERVER_TIMESTAMPS as readonly string[]).includes(fieldPath)
  })
}

/** A body setting every server date of `entity` to FORGED, groups nested; dates inside arrays left out. */
function forgedBody(entity: Entity): Record<string, unknown> {
  const body: Record<string, unknown> = { createdAt: FORGED, updatedAt: FORGED }
  for (const { path: fieldPath } of serverDates(entity)) {
    const parts = fieldPath.split('.')
    let target = body
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as unknown as Record<string, unknown>
    target[parts.at(-1)!] = FORGED
  }
  return body
}

const valueAt = (doc: Record<string, unknown>, fieldPath: string): unknown =>
  fieldPath.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], doc)

/** No forged date stored: each server date is as before, or (a stamped one) the server's moment. */
function expectNoForgedDate(entity: Entity, before: Record<string, unknown>, after: Record<string, unknown>) {
  for (const { path: fieldPath } of [...serverDates(entity), { path: 'createdAt' }]) {
    const stored = valueAt(after, fieldPath)
    const what = `${entity.slug}.${fieldPath}`
    expect(stored === null || stored === undefined ? null : new Date(stored as string).getUTCFullYear(), what).not.toBe(
      2099,
    )
    // A global saved for the first time gets its first createdAt.
    const firstSave = fieldPath === 'createdAt' && !valueAt(before, fieldPath)
    if (!STAMPED_DATES.includes(what) && !firstSave)
      expect(stored ?? null, what).toEqual(valueAt(before, fieldPath) ?? null)
  }
}

beforeAll(async () => {
  // A row in every collection that names a member, payments and invoices included.
  await memberWithEverything(payload, actors)
}, 120_000)

describe('the config’s date fields', () => {
  it('are each the server’s, stamped by the server on a user’s request, or a stated input', async () => {
    const askers = [null, actors.owner, actors.marketing, actors.admin]
    let closed = 0
    for (const entity of entities()) {
      for (const { path: fieldPath, field } of dateFieldsOf(entity.fields)) {
        const key = `${entity.slug}.${fieldPath}`
        if (Object.hasOwn(INPUT_DATES, key)) continue
        if (STAMPED_DATES.includes(key)) {
          expect((field.hooks as { beforeChange?: unknown[] } | undefined)?.beforeChange?.length, key).toBeGreaterThan(
            0,
          )
          continue
        }
        closed++
        for (const operation of ['create', 'update'] as const) {
          const allowed = field.access?.[operation] as ((args: { req: Partial<PayloadRequest> }) => unknown) | undefined
          expect(allowed, `${key} ${operation}`).toBeTypeOf('function')
          for (const user of askers) {
            expect(await allowed!({ req: { user, payload } as Partial<PayloadRequest> }), `${key} ${operation}`).toBe(
              false,
            )
          }
        }
      }
    }
    // The decisions' moments, among others, and Payload's own.
    expect(closed).toBeGreaterThan(60)
    for (const key of [
      'beta-test-requests.decided_at',
      'reactivation-requests.handled_at',
      'payments.paid_at',
      'payments.transfer_declared_at',
      'payments.refunded_at',
      'invoices.issued_at',
      'members.activated_at',
      'members.charter_accepted_at',
      'projects.charter_accepted_at',
      'magic-link-tokens.used_at',
      'data-exports.expires_at',
      'charter.last_updated',
    ]) {
      const [slug, ...rest] = key.split('.')
      const entity = entities().find((candidate) => candidate.slug === slug)!
      expect(
        serverDates(entity).map(({ path: fieldPath }) => fieldPath),
        key,
      ).toContain(rest.join('.'))
      expect(STAMPED_DATES, key).not.toContain(key)
    }
  })
})

describe('every collection and global, every door, admins included', () => {
  it('over REST as an admin (POST and PATCH): no forged date is stored', async () => {
    const asAdmin = await authorizationOf(payload, actors.admin)
    let tried = 0
    for (const entity of entities()) {
      const body = forgedBody(entity)
      if (entity.kind === 'global') {
        const before = (await payload.findGlobal({ slug: entity.slug as GlobalSlug, depth: 0 })) as unknown as Record<
          string,
          unknown
        >
        await restRequest(payload, 'POST', `/globals/${entity.slug}`, asAdmin, body)
        const after = (await payload.findGlobal({ slug: entity.slug as GlobalSlug, depth: 0 })) as unknown as Record<
          string,
          unknown
        >
        expectNoForgedDate(entity, before, after)
        continue
      }
      const { docs } = await payload.find({
        collection: entity.slug as CollectionSlug,
        sort: '-id',
        limit: 1,
        depth: 0,
        pagination: false,
      })
      const before = docs[0] as unknown as Record<string, unknown> | undefined
      if (!before) continue
      tried++
      await restRequest(payload, 'PATCH', `/${entity.slug}/${before.id}`, asAdmin, body)
      await restRequest(payload, 'POST', `/${entity.slug}`, asAdmin, body)
      const after = (await payload.findByID({
        collection: entity.slug as CollectionSlug,
        id: before.id as number,
        depth: 0,
      })) as unknown as Record<string, unknown>
      expectNoForgedDate(entity, before, after)
    }
    expect(tried).toBeGreaterThan(20)
  })

  it('through the Local API as a user (admin, marketing, a member): no forged date is stored', async () => {
    const users: ApiUser[] = [actors.admin, actors.marketing, actors.owner]
    for (const entity of entities()) {
      const body = forgedBody(entity)
      for (const user of users) {
        if (entity.kind === 'global') {
          const slug = entity.slug as GlobalSlug
          const before = (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>
          await payload.updateGlobal({ slug, data: body, user, overrideAccess: false }).catch(() => null)
          expectNoForgedDate(
            entity,
            before,
            (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>,
          )
          continue
        }
        const collection = entity.slug as CollectionSlug
        const { docs } = await payload.find({ collection, sort: '-id', limit: 1, depth: 0, pagination: false })
        const before = docs[0] as unknown as Record<string, unknown> | undefined
        if (!before) continue
        await payload
          .update({ collection, id: before.id as number, data: body, user, overrideAccess: false, depth: 0 })
          .catch(() => null)
        const after = (await payload.findByID({ collection, id: before.id as number, depth: 0 })) as unknown as Record<
          string,
          unknown
        >
        expectNoForgedDate(entity, before, after)
      }
    }
  })
})

describe('moments a user’s request causes', () => {
  const PAST = '2020-01-01T00:00:00.000Z'
  const expectNow = (stamp: unknown, what: string) =>
    expect(Math.abs(Date.parse(String(stamp)) - Date.now()), `${what}: ${String(stamp)}`).toBeLessThan(60_000)

  it('an admin recording a deletion request “in 2020” (past its delay, for the job to erase at once): dated now', async () => {
    const { createMember } = await import('../helpers/actors')
    const member = await createMember(payload, 'active', 'Antidatee')
    const admin = await authorizationOf(payload, actors.admin)
    const answer = await restRequest(payload, 'PATCH', `/members/${member.id}`, admin, {
      deletion_requested_at: PAST,
      email_confirmed_at: PAST,
    })
    expect(answer.status).toBe(200)
    const stored = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    expectNow(stored.deletion_requested_at, 'deletion_requested_at')
    expectNow(stored.email_confirmed_at, 'email_confirmed_at')
    // Recorded once: a second correction keeps the first moment.
    await restRequest(payload, 'PATCH', `/members/${member.id}`, admin, { deletion_requested_at: PAST })
    const again = await payload.findByID({ collection: 'members', id: member.id, depth: 0 })
    expect(again.deletion_requested_at).toBe(stored.deletion_requested_at)
  })

  it('a member marking a notification read “in 2020”: read now, and a second mark keeps the first moment', async () => {
    const { docs } = await payload.find({
      collection: 'notifications',
      where: { read_at: { exists: false } },
      limit: 1,
    })
    const notice = docs[0]
    const memberId = typeof notice.member === 'number' ? notice.member : notice.member.id
    const member = await payload.findByID({ collection: 'members', id: memberId, depth: 0 })
    const user = { ...member, collection: 'members' as const }
    await payload.update({
      collection: 'notifications',
      id: notice.id,
      data: { read_at: PAST },
      user,
      overrideAccess: false,
    })
    const read = await payload.findByID({ collection: 'notifications', id: notice.id, depth: 0 })
    expectNow(read.read_at, 'read_at')
    await payload.update({
      collection: 'notifications',
      id: notice.id,
      data: { read_at: FORGED },
      user,
      overrideAccess: false,
    })
    expect((await payload.findByID({ collection: 'notifications', id: notice.id, depth: 0 })).read_at).toBe(
      read.read_at,
    )
  })
})

describe('server actions', () => {
  const SRC = path.resolve(import.meta.dirname, '../../../src')
  const USE_SERVER = /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/

  async function sources(dir = SRC): Promise<{ file: string; text: string }[]> {
    const entries = await readdir(dir, { withFileTypes: true })
    const nested = await Promise.all(
      entries.map(async (entry) => {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) return sources(file)
        return /\.tsx?$/.test(entry.name) ? [{ file, text: await readFile(file, 'utf8') }] : []
      }),
    )
    return nested.flat()
  }

  /** Every key of every object a zod schema accepts, however nested (zod 4's definitions). */
  function keysOf(schema: unknown, seen = new Set<unknown>()): string[] {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return []
    seen.add(schema)
    const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def
    if (!def) return []
    const keys: string[] = []
    if (def.type === 'object') {
      const shape = def.shape as Record<string, unknown>
      for (const [key, inner] of Object.entries(shape)) keys.push(key, ...keysOf(inner, seen))
    }
    for (const name of ['innerType', 'in', 'out', 'element', 'rest', 'valueType', 'left', 'right', 'schema']) {
      keys.push(...keysOf(def[name], seen))
    }
    for (const name of ['items', 'options']) {
      const list = def[name]
      if (Array.isArray(list)) for (const inner of list) keys.push(...keysOf(inner, seen))
    }
    return keys
  }

  it('take no server date: neither as an argument’s key nor as a form field they read', async () => {
    const serverNames = new Set<string>(SERVER_TIMESTAMPS)
    for (const entity of entities())
      for (const { path: fieldPath } of serverDates(entity)) serverNames.add(fieldPath.split('.').at(-1)!)
    for (const name of STAMPED_DATES) serverNames.add(name.split('.').at(-1)!)
    expect(serverNames.size).toBeGreaterThan(25)

    const files = await sources()
    let actionCount = 0
    const accepted: string[] = []
    for (const { file, text } of files) {
      if (!USE_SERVER.test(text)) continue
      const exports = (await import(file)) as unknown as Record<string, unknown>
      for (const [name, value] of Object.entries(exports)) {
        if (!isDefinedAction(value)) continue
        actionCount++
        for (const key of keysOf(argumentsSchemaOf(value as object)))
          if (serverNames.has(key)) accepted.push(`${name}: ${key}`)
      }
    }
    expect(actionCount).toBeGreaterThanOrEqual(40)
    // A form's fields are read by name wherever the action's module hands the FormData.
    for (const { file, text } of files)
      for (const [, key] of text.matchAll(/\.get\(\s*['"]([A-Za-z_]+)['"]\s*\)/g))
        if (serverNames.has(key)) accepted.push(`${path.relative(SRC, file)}: form field ${key}`)
    expect(accepted).toEqual([])
  }, 120_000)
})

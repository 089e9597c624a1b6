import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { charterSections } from '@/domain/charter'
import { DEFAULT_RULES } from '@/domain/rules'

import { ACTOR_NAMES, createStaff, uniqueEmail, type ActorName, type Actors } from '../helpers/actors'
import { as, type MatrixRow, outcomeOf, readRow, runMatrix } from '../helpers/matrix'
import { setUpTestPayload } from '../helpers/setUpTestPayload'

let payload: Payload
let actors: Actors

setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

describe('users (staff accounts)', () => {
  const attempts = {
    'read the admin': (actor: ActorName) => readRow(payload, 'users', actors.admin.id, actors.user(actor)),
    'read the marketing user': (actor: ActorName) => readRow(payload, 'users', actors.marketing.id, actors.user(actor)),
    create: (actor: ActorName) =>
      payload.create({
        collection: 'users',
        data: { email: uniqueEmail('staff'), password: 'motdepasse1', roles: ['marketing'] },
        ...as(actors.user(actor)),
      }),
    'update the admin': (actor: ActorName) =>
      payload.update({
        collection: 'users',
        id: actors.admin.id,
        data: { name: actor },
        ...as(actors.user(actor)),
      }),
    'update the marketing user': (actor: ActorName) =>
      payload.update({
        collection: 'users',
        id: actors.marketing.id,
        data: { name: actor },
        ...as(actors.user(actor)),
      }),
    delete: async (actor: ActorName) => {
      const target = await createStaff(payload, 'marketing')
      return payload.delete({ collection: 'users', id: target.id, ...as(actors.user(actor)) })
    },
    unlock: (actor: ActorName) =>
      payload.unlock({
        collection: 'users',
        // The generated type asks for a password; unlocking ignores it.
        data: { email: actors.marketing.email, password: '' },
        overrideAccess: false,
        req: { user: actors.user(actor) ?? null },
      }),
  }

  // Members never touch staff accounts; marketing reads and edits only itself.
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //                           visitor      waitlist     inactive     owner        other        marketing    admin
    'read the admin':           ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'hidden',    'allowed'],
    'read the marketing user':  ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
    create:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
    'update the admin':         ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
    'update the marketing user':['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
    delete:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
    unlock:                     ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  }

  runMatrix(attempts, matrix)

  it('a marketing user cannot grant itself the admin role', async () => {
    await payload.update({
      collection: 'users',
      id: actors.marketing.id,
      data: { name: 'Promue ?', roles: ['admin', 'marketing'] },
      ...as(actors.marketing),
    })
    const stored = await payload.findByID({ collection: 'users', id: actors.marketing.id })
    expect(stored).toMatchObject({ name: 'Promue ?', roles: ['marketing'] })
  })

  it('an admin creates staff with the role it chooses and can promote them', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: uniqueEmail('recrue'), password: 'motdepasse1', roles: ['marketing'] },
      ...as(actors.admin),
    })
    expect(created.roles).toEqual(['marketing'])
    const promoted = await payload.update({
      collection: 'users',
      id: created.id,
      data: { roles: ['admin'] },
      ...as(actors.admin),
    })
    expect(promoted.roles).toEqual(['admin'])
  })
})

describe('rules global: public to read, admins alone change it', () => {
  /** Each actor tries its own capacity, so the stored value tells whose update went through. */
  const capacityOf = (actor: ActorName) => 100 + ACTOR_NAMES.indexOf(actor)
  const attempts = {
    read: (actor: ActorName) => payload.findGlobal({ slug: 'rules', ...as(actors.user(actor)) }),
    update: (actor: ActorName) =>
      payload.updateGlobal({
        slug: 'rules',
        data: { capacity: capacityOf(actor) },
        ...as(actors.user(actor)),
      }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //        visitor      waitlist     inactive     owner        other        marketing    admin
    read:   ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
    update: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  }

  it('starts from the default rules', async () => {
    expect((await payload.findGlobal({ slug: 'rules' })).capacity).toBe(DEFAULT_RULES.capacity)
  })

  runMatrix(attempts, matrix)

  it('only the admin’s update was stored', async () => {
    expect((await payload.findGlobal({ slug: 'rules' })).capacity).toBe(capacityOf('admin'))
  })
})

describe('staff security global: admins alone read and change it', () => {
  const attempts = {
    read: (actor: ActorName) => payload.findGlobal({ slug: 'staff-security', ...as(actors.user(actor)) }),
    // Every update writes "off": the default, so no other test of this file meets a required second factor.
    update: (actor: ActorName) =>
      payload.updateGlobal({
        slug: 'staff-security',
        data: { second_factor_required_for_admins: false },
        ...as(actors.user(actor)),
      }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //        visitor      waitlist     inactive     owner        other        marketing    admin
    read:   ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
    update: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed'],
  }

  runMatrix(attempts, matrix)
})

describe('charter global: public to read, the marketing team and admins edit it', () => {
  /** Each actor writes its own contact text, so the stored value tells whose update went through. */
  const textOf = (actor: ActorName) => `Contact écrit par ${actor}`
  const attempts = {
    read: (actor: ActorName) => payload.findGlobal({ slug: 'charter', ...as(actors.user(actor)) }),
    update: (actor: ActorName) =>
      payload.updateGlobal({
        slug: 'charter',
        data: { contact_text: textOf(actor) },
        ...as(actors.user(actor)),
      }),
  }
  // prettier-ignore
  const matrix: Record<keyof typeof attempts, MatrixRow> = {
    //        visitor      waitlist     inactive     owner        other        marketing    admin
    read:   ['allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed',   'allowed'],
    update: ['forbidden', 'forbidden', 'forbidden', 'forbidden', 'forbidden', 'allowed',   'allowed'],
  }

  it('starts from the one charter written by the migration, with its chapters', async () => {
    const charter = await payload.findGlobal({ slug: 'charter' })
    // Version 2 states the semester's points commitment (migration of issue 43), with its summary.
    expect(charter.version).toBe(2)
    expect(charter.version_summary).toContain('{seuil_points} points par semestre')
    expect(charter.sections.map((section) => section.heading)).toEqual([
      'Objet',
      'Confidentialité',
      'Respect et bienveillance',
      'Entraide',
      'Propriété intellectuelle des idées',
      'Demandes de visibilité',
      'Données personnelles et RGPD',
      'Modération et sanctions',
    ])
    const figures = { campaign_price: 100, active_threshold: 78 }
    expect(charterSections(charter.sections, figures, 'apply')).toHaveLength(6)
    expect(charterSections(charter.sections, figures, 'signup')).toHaveLength(3)
    expect(charterSections(charter.sections, figures, 'apply').find((s) => s.key === 'entraide')?.body).toContain(
      'au moins 78 points par semestre',
    )
  })

  runMatrix(attempts, matrix)

  it('the last allowed update (the admin’s) is the one stored; no member’s got through', async () => {
    expect((await payload.findGlobal({ slug: 'charter' })).contact_text).toBe(textOf('admin'))
  })
})

describe('the collection of the user decides, never its id', () => {
  it('the owner member has the same numeric id as the admin user (ids overlap between tables)', () => {
    expect(actors.owner.id).toBe(actors.admin.id)
  })

  const twinAttempts = {
    'read users': () => payload.find({ collection: 'users', ...as(actors.owner) }),
    'update the admin user': () =>
      payload.update({
        collection: 'users',
        id: actors.admin.id,
        data: { name: 'Pirate' },
        ...as(actors.owner),
      }),
    'read admin decisions': () => payload.find({ collection: 'admin-decisions', ...as(actors.owner) }),
    'read the audit log': () => payload.find({ collection: 'audit-log', ...as(actors.owner) }),
    'create a ledger credit': () =>
      payload.create({
        collection: 'points-ledger',
        data: {
          member: actors.owner.id,
          points: 100,
          reason: 'adjustment',
          source_type: 'admin-adjustment',
        },
        ...as(actors.owner),
      }),
    'delete a member': () => payload.delete({ collection: 'members', id: actors.other.id, ...as(actors.owner) }),
    'update the rules': () => payload.updateGlobal({ slug: 'rules', data: { capacity: 1 }, ...as(actors.owner) }),
  }

  it.each(Object.keys(twinAttempts) as (keyof typeof twinAttempts)[])(
    'a member whose id is an admin’s cannot %s',
    async (operation) => {
      expect(await outcomeOf(twinAttempts[operation])).toBe('forbidden')
    },
  )

  it('that member still lists only their own member record', async () => {
    const { docs } = await payload.find({ collection: 'members', ...as(actors.owner) })
    expect(docs.map((doc) => doc.id)).toEqual([actors.owner.id])
  })

  it('a marketing user whose id is a member’s cannot read that member', async () => {
    expect(actors.marketing.id).toBe(actors.other.id)
    const attempt = () => payload.findByID({ collection: 'members', id: actors.other.id, ...as(actors.marketing) })
    expect(await outcomeOf(attempt)).toBe('forbidden')
  })
})

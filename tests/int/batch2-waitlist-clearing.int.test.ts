import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { BATCH2_AUDIT, BATCH2_MESSAGES } from '@/domain/batch2'
import { addToBatch2List } from '@/batch2List/addToBatch2List'

import type { Actors } from './helpers/actors'
import { auditEntriesOf, emailsQueuedTo } from './helpers/records'
import { authorizationOf, restRequest } from './helpers/rest'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * `/confidentialite` promises the Batch 2 list is kept until Batch 2 opens or consent is withdrawn:
 * the admin's "Batch 2 ouvert" tells every address and clears the list in the save's transaction,
 * audited; an admin removing an address (a withdrawal asked by e-mail) is audited too.
 */
let payload: Payload
let actors: Actors
setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

let run = 0
const address = (name: string) => `${name}.${Date.now()}.${run++}@exemple.fr`

async function join(email: string) {
  const form = new FormData()
  form.set('email', email)
  form.set('consent', 'on')
  return addToBatch2List(payload, form, `198.51.100.${run % 250}`)
}

const listed = async () =>
  (await payload.find({ collection: 'batch2-waitlist', pagination: false, depth: 0, overrideAccess: true })).docs

const openingEntries = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: BATCH2_AUDIT.opened } },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const setOpen = (open: boolean) =>
  payload.updateGlobal({ slug: 'rules', data: { batch2_open: open }, user: actors.admin, overrideAccess: false })

afterEach(async () => {
  await payload.updateGlobal({ slug: 'rules', data: { batch2_open: false }, overrideAccess: true })
  await payload.delete({ collection: 'batch2-waitlist', where: { id: { exists: true } }, overrideAccess: true })
})

describe('Batch 2 opens', () => {
  it('through REST, an admin’s save tells every address, clears the list and journals it; once', async () => {
    const emails = [address('alice'), address('bruno'), address('chloe')]
    for (const email of emails) expect(await join(email)).toEqual({ status: 'joined' })
    expect(await listed()).toHaveLength(3)
    const before = (await openingEntries()).length

    const admin = await authorizationOf(payload, actors.admin)
    const answer = await restRequest(payload, 'POST', '/globals/rules', admin, { batch2_open: true })
    expect(answer.status).toBe(200)

    expect(await listed()).toEqual([])
    for (const email of emails) {
      const sent = await emailsQueuedTo(payload, email)
      expect(sent).toHaveLength(1)
      expect(sent[0].subject).toBe('Le Batch 2 de la Tryb est ouvert')
      expect(sent[0].text).toContain('/apply')
      expect(sent[0].text).toContain('ton adresse vient d’être effacée de la liste d’attente')
    }
    const entries = await openingEntries()
    expect(entries).toHaveLength(before + 1)
    expect(entries.at(-1)).toMatchObject({
      actor_user: actors.admin.id,
      target_collection: 'batch2-waitlist',
      notes: '3 adresses prévenues de l’ouverture puis effacées.',
    })
    // The journal keeps no address.
    for (const email of emails) expect(JSON.stringify(entries.at(-1))).not.toContain(email)

    // Saved again while open: nothing more is sent nor journalled.
    await setOpen(true)
    expect(await openingEntries()).toHaveLength(before + 1)
    for (const email of emails) expect(await emailsQueuedTo(payload, email)).toHaveLength(1)
  })

  it('once open, the form takes no address, in French, and nothing is stored', async () => {
    await setOpen(true)
    const email = address('tardif')
    expect(await join(email)).toEqual({
      status: 'invalid',
      email,
      fieldErrors: {},
      message: BATCH2_MESSAGES.alreadyOpen,
    })
    expect(await listed()).toEqual([])
  })

  it('a member or the marketing staff cannot open it (nothing cleared)', async () => {
    const email = address('reste')
    await join(email)
    for (const who of [actors.owner, actors.marketing]) {
      const answer = await restRequest(payload, 'POST', '/globals/rules', await authorizationOf(payload, who), {
        batch2_open: true,
      })
      expect(answer.status).toBe(403)
    }
    expect((await listed()).map((row) => row.email)).toEqual([email])
    expect(await emailsQueuedTo(payload, email)).toHaveLength(0)
  })
})

describe('consent withdrawn', () => {
  it('an admin removes the address (as asked by e-mail): gone, and journalled without it', async () => {
    const email = address('retrait')
    await join(email)
    const [row] = await listed()
    const admin = await authorizationOf(payload, actors.admin)
    expect((await restRequest(payload, 'DELETE', `/batch2-waitlist/${row.id}`, admin)).status).toBe(200)
    expect(await listed()).toEqual([])
    const [entry] = await auditEntriesOf(payload, 'batch2-waitlist', row.id)
    expect(entry).toMatchObject({ action: BATCH2_AUDIT.withdrawn, actor_user: actors.admin.id })
    expect(JSON.stringify(entry)).not.toContain(email)
  })
})

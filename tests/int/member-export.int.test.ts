import type { Payload, SanitizedCollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { exportPlan, memberExportStream } from '@/profile/exportMemberData'
import { addressFieldsOf, memberRelationsOf } from '@/privacy/memberRelations'
import type { Member } from '@/payload-types'

import type { Actors } from './helpers/actors'
import { memberWithEverything } from './helpers/memberWithEverything'
import { setUpTestPayload } from './helpers/setUpTestPayload'

/**
 * GDPR art. 15 and 20: the export holds every collection that names the member (derived from the
 * config, so a new one is in it or stated out of it), the files they uploaded, their invoices as
 * PDFs and a readable summary.
 */
let payload: Payload
let actors: Actors
setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))

async function download(member: Member) {
  const chunks: string[] = []
  const decoder = new TextDecoder()
  const reader = memberExportStream(payload, member).getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(decoder.decode(read.value))
  return JSON.parse(chunks.join('')) as Record<string, unknown>
}

/** Collections naming a member (by relation or by address) that the export neither holds nor states a reason to leave out. */
function missingFromExport(collections: readonly SanitizedCollectionConfig[], exported: Record<string, unknown>) {
  const skipped = new Set((exported.not_exported as { collection: string }[]).map((entry) => entry.collection))
  return collections
    .filter((collection) => memberRelationsOf(collection).length > 0 || addressFieldsOf(collection).length > 0)
    .filter((collection) => !(collection.slug.replaceAll('-', '_') in exported) && !skipped.has(collection.slug))
    .map((collection) => collection.slug)
}

describe('the export of a member with a history everywhere', () => {
  it('holds each collection naming them, their files, their invoices as PDFs and a summary', async () => {
    const { member, personal } = await memberWithEverything(payload, actors)
    const fresh = await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true, depth: 0 })
    const exported = await download(fresh)

    expect(missingFromExport(payload.config.collections, exported)).toEqual([])
    for (const { key } of exportPlan(payload).sections) {
      expect((exported[key] as unknown[]).length, key).toBeGreaterThan(0)
    }
    // Their Batch 2 list entry names them by their address alone.
    expect(exported.batch2_waitlist).toEqual([expect.objectContaining({ email: fresh.email })])
    const json = JSON.stringify(exported)
    for (const value of [personal.feedbackText, personal.replyText, personal.reportReason, personal.refereeEmail])
      expect(json).toContain(value)
    // What is the team's alone stays out: internal notes, secrets.
    expect(json).not.toContain(personal.adminNotes)
    expect(json).not.toMatch(/"(hash|salt|token_hash)"/)

    const files = exported.files as { collection: string; content_base64: string | null }[]
    expect(files.map((file) => file.collection).sort()).toEqual(['avatars', 'project-hero-images', 'report-files'])
    for (const file of files) expect(file.content_base64?.length).toBeGreaterThan(10)
    const pdfs = exported.invoice_pdfs as { content_base64: string }[]
    expect(pdfs).toHaveLength(1)
    expect(Buffer.from(pdfs[0].content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-')

    const summary = exported.summary as string[]
    expect(summary[0]).toMatch(/^Toutes les données que la Tryb détient sur toi au /)
    expect(summary.join('\n')).toContain('(clé « feedbacks »)')
  })

  it('a collection naming a member and neither exported nor stated out is caught', async () => {
    const added = {
      slug: 'nouvelle-collection',
      flattenedFields: [{ name: 'member', type: 'relationship', relationTo: 'members' }],
    } as unknown as SanitizedCollectionConfig
    expect(missingFromExport([added], { not_exported: [] })).toEqual(['nouvelle-collection'])
    const byAddress = {
      slug: 'contacts',
      flattenedFields: [{ name: 'adresse', type: 'email' }],
    } as unknown as SanitizedCollectionConfig
    expect(missingFromExport([byAddress], { not_exported: [] })).toEqual(['contacts'])
  })

  it('another member’s list entry, and a staff account with the same address, stay out', async () => {
    const { member } = await memberWithEverything(payload, actors)
    const fresh = await payload.findByID({ collection: 'members', id: member.id, overrideAccess: true, depth: 0 })
    const exported = await download(fresh)
    const entries = exported.batch2_waitlist as { email: string }[]
    expect(entries.map((entry) => entry.email)).toEqual([fresh.email])
    expect(exportPlan(payload).sections.map((section) => section.slug)).not.toContain('users')
  })
})

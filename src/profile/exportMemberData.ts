import type { CollectionSlug, Payload } from 'payload'

import { asSignedInMember } from '@/access/utilities'
import type { Member } from '@/payload-types'

/** What a member record holds that is no data about the person: credentials and sessions. */
const SECRET_FIELDS = [
  'hash',
  'salt',
  'password',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  'loginAttempts',
  'lockUntil',
  '_verificationToken',
  'collection',
] as const

/** The member's own rows of a collection whose rows belong to one member through `member`. */
const OWN_ROW_COLLECTIONS = {
  votes: 'votes',
  declared_actions: 'declared-actions',
  referrals: 'referrals',
  points_ledger: 'points-ledger',
  project_reports: 'project-reports',
} as const satisfies Record<string, CollectionSlug>

export type MemberExport = Record<string, unknown> & { exported_at: string; member: Record<string, unknown> }

/**
 * "Télécharger mes données" (GDPR access and portability): everything the member's account
 * holds. Every read is made *as the member* (`overrideAccess: false`), so the access rules drop
 * other members' rows and the fields only admins may read (internal notes, invitation codes);
 * credentials and sessions are removed from the member record on top of that.
 */
export async function exportMemberData(payload: Payload, member: Member): Promise<MemberExport> {
  const user = asSignedInMember(member)
  const asMember = { user, overrideAccess: false as const, depth: 0, pagination: false as const }

  const record: Record<string, unknown> = {
    ...(await payload.findByID({ collection: 'members', id: member.id, ...asMember })),
  }
  for (const field of SECRET_FIELDS) delete record[field]

  const ownRows = async (collection: CollectionSlug, field: string) =>
    (await payload.find({ collection, where: { [field]: { equals: member.id } }, sort: 'createdAt', ...asMember })).docs

  // Project owners cannot be queried by members (the owner stays anonymous), so the server
  // finds the ids, then reads the projects as the member.
  const projectIds = (
    await payload.find({
      collection: 'projects',
      where: { owner: { equals: member.id } },
      depth: 0,
      pagination: false,
      select: {},
      overrideAccess: true,
    })
  ).docs.map((project) => project.id)
  const projects = projectIds.length
    ? (
        await payload.find({
          collection: 'projects',
          where: { id: { in: projectIds } },
          sort: 'createdAt',
          ...asMember,
        })
      ).docs
    : []

  const rows: Record<string, unknown[]> = {}
  for (const [key, collection] of Object.entries(OWN_ROW_COLLECTIONS)) rows[key] = await ownRows(collection, 'member')

  return {
    exported_at: new Date().toISOString(),
    member: record,
    avatars: await ownRows('avatars', 'uploader'),
    projects,
    ...rows,
  }
}

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import sharp from 'sharp'

import type { Member, Project, User } from '@/payload-types'

/**
 * Every kind of caller the access rules distinguish. `owner` is an active member who owns the
 * target rows (the project, the vote, the upload...); `other` is another active member.
 * Waitlist and inactive members own nothing unless a test gives them something.
 */
export const ACTOR_NAMES = ['visitor', 'waitlist', 'inactive', 'owner', 'other', 'marketing', 'admin'] as const
export type ActorName = (typeof ACTOR_NAMES)[number]

export type SignedInMember = Member & { collection: 'members' }
export type SignedInUser = User & { collection: 'users' }
/** What the Local API takes as `user`: a document tagged with its auth collection. */
export type ApiUser = SignedInMember | SignedInUser

export type MemberStatus = Member['status']

export interface Actors {
  admin: SignedInUser
  marketing: SignedInUser
  owner: SignedInMember
  other: SignedInMember
  waitlist: SignedInMember
  inactive: SignedInMember
  /** The Local API `user` of each actor; undefined for a visitor. */
  user: (name: ActorName) => ApiUser | undefined
}

let emailCounter = 0
/** A fresh address for every fixture, so unique indexes never collide between tests. */
export const uniqueEmail = (prefix: string) => {
  const local = prefix
    .normalize('NFD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
  return `${local}-${Date.now()}-${++emailCounter}@exemple.fr`
}

/** The password of every account the fixtures create. */
export const TEST_PASSWORD = 'motdepasse1'

/**
 * A member's fields as the fixtures write them: a fresh address, no audience, five invitations.
 * No password, so adapter-level writes (`payload.db.create`, many voters at once) can take them.
 */
export function memberData(status: MemberStatus, first_name = 'Membre') {
  return {
    email: uniqueEmail(first_name),
    first_name,
    last_name: 'Test',
    status,
    application_status: status === 'waitlist' ? 'waitlist' : 'accepted',
    linkedin_count: 0,
    instagram_count: 0,
    facebook_count: 0,
    invites_quota: 5,
  } satisfies Omit<RequiredDataFromCollectionSlug<'members'>, 'password'>
}

/** A member written by the server (no access checks); `data` adds or replaces fields. */
export async function createMember(
  payload: Payload,
  status: MemberStatus,
  first_name = 'Membre',
  data: Partial<RequiredDataFromCollectionSlug<'members'>> = {},
): Promise<SignedInMember> {
  const member = await payload.create({
    collection: 'members',
    data: { ...memberData(status, first_name), password: TEST_PASSWORD, ...data },
  })
  return { ...member, collection: 'members' }
}

export async function createStaff(payload: Payload, role: User['roles'][number]): Promise<SignedInUser> {
  const user = await payload.create({
    collection: 'users',
    data: { email: uniqueEmail(role), password: TEST_PASSWORD, name: role, roles: [role] },
  })
  return { ...user, collection: 'users' }
}

/**
 * One account of every kind. Staff are created first and the owner is the first member, so in
 * a fresh database the owner's id equals the admin's id: the two tables' ids overlap.
 */
export async function createActors(payload: Payload): Promise<Actors> {
  const admin = await createStaff(payload, 'admin')
  const marketing = await createStaff(payload, 'marketing')
  const owner = await createMember(payload, 'active', 'Olivia')
  const other = await createMember(payload, 'active', 'Oscar')
  const waitlist = await createMember(payload, 'waitlist', 'Wendy')
  const inactive = await createMember(payload, 'inactive', 'Ivan')
  const byName = { admin, marketing, owner, other, waitlist, inactive }
  return { ...byName, user: (name) => (name === 'visitor' ? undefined : byName[name]) }
}

/** The member behind `name`, for tests that act on "the actor's own" rows. */
export function memberOf(actors: Actors, name: ActorName): SignedInMember | undefined {
  const user = actors.user(name)
  return user?.collection === 'members' ? user : undefined
}

export const PROJECT_SUMMARY = 'Un résumé de projet suffisamment long pour passer la validation.'

/** A hero image written by the server as uploaded by `member`. */
export async function heroImageOf(payload: Payload, member: { id: number }): Promise<number> {
  const image = await payload.create({
    collection: 'project-hero-images',
    data: { uploader: member.id },
    file: await pngFile('visuel.png'),
    depth: 0,
  })
  return image.id
}

/** What the submission form asks besides the title and type, as a member's form would send it. */
export async function submittedContent(payload: Payload, owner: { id: number }, requestType: Project['request_type']) {
  return {
    project_url: 'https://projet.example.fr/',
    hero_image: await heroImageOf(payload, owner),
    hero_image_alt: 'Capture du projet',
    ethics_accepted: true,
    payment_commitment: requestType === 'visibility',
    feedback_request: requestType === 'feedback' ? 'Des retours sur la prise en main.' : null,
  }
}

/**
 * A project written by the server (no access checks), in the status the test needs. `submitted`
 * gives it everything the submission form asks (an image uploaded by the owner...), for tests
 * where the owner edits its content: the collection holds their edits to the form's rules.
 */
export async function createProject(
  payload: Payload,
  owner: { id: number },
  options: {
    status?: Project['status']
    request_type?: Project['request_type']
    title?: string
    submitted?: boolean
  } = {},
): Promise<Project> {
  const requestType = options.request_type ?? 'visibility'
  return payload.create({
    collection: 'projects',
    data: {
      title: options.title ?? `Projet ${++emailCounter}`,
      summary: PROJECT_SUMMARY,
      request_type: requestType,
      primary_target: 'Solopreneurs',
      status: options.status ?? 'published',
      owner: owner.id,
      ...(options.submitted ? await submittedContent(payload, owner, requestType) : {}),
    },
  })
}

/** Real image bytes, the size the project form asks for. */
export async function pngFile(name = 'image.png') {
  const data = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#f97316' },
  })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

export function csvFile(name = 'reporting.csv') {
  const data = Buffer.from('url,action_type\nhttps://www.linkedin.com/posts/1,like\n')
  return { data, mimetype: 'text/csv', name, size: data.length }
}

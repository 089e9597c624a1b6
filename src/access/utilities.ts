import type { PayloadRequest } from 'payload'

import type { Member } from '@/payload-types'

export type StaffRole = 'admin' | 'marketing'

type AnyUser = PayloadRequest['user']
type SignedInMember = Extract<NonNullable<AnyUser>, { collection: 'members' }>

/**
 * Both auth collections share one cookie and their integer ids overlap, so every check
 * looks at the collection first and never trusts an id on its own.
 */
export const isStaff = (user: AnyUser): boolean => user?.collection === 'users'

/** True when the user is staff holding one of `roles`. */
export const checkRole = (roles: StaffRole[], user: AnyUser): boolean =>
  user?.collection === 'users' && roles.some((role) => user.roles?.includes(role))

export const isAdmin = (user: AnyUser): boolean => checkRole(['admin'], user)

/** True for a signed-in member (frontend account), whatever their status. */
export const isMember = (user: AnyUser): user is SignedInMember => user?.collection === 'members'

/** True for a member who may take part in the community (votes, declarations, invitations). */
export const isActiveMember = (user: AnyUser): boolean => user?.collection === 'members' && user.status === 'active'

/** A member document as the Local API's `user`: tagged with its auth collection. */
export const asSignedInMember = <T extends Member>(member: T) => ({ ...member, collection: 'members' as const })

import type { PayloadRequest } from 'payload'

import type { Member } from '@/payload-types'

export type StaffRole = 'admin' | 'marketing'

type AnyUser = PayloadRequest['user']
type SignedInMember = Extract<NonNullable<AnyUser>, { collection: 'members' }>

/** Both auth collections share one cookie and their ids overlap, so never trust an id on its own. */
export const isStaff = (user: AnyUser): boolean => user?.collection === 'users'

export const checkRole = (roles: StaffRole[], user: AnyUser): boolean =>
  user?.collection === 'users' && roles.some((role) => user.roles?.includes(role))

export const isAdmin = (user: AnyUser): boolean => checkRole(['admin'], user)

export const isMember = (user: AnyUser): user is SignedInMember => user?.collection === 'members'

export const isActiveMember = (user: AnyUser): boolean => user?.collection === 'members' && user.status === 'active'

export const asSignedInMember = <T extends Member>(member: T) => ({ ...member, collection: 'members' as const })

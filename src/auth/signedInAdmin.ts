import type { PayloadRequest } from 'payload'

import { isAdmin } from '@/access/utilities'
import type { User } from '@/payload-types'

export type SignedInAdmin = User & { collection: 'users' }

export const asAdmin = (user: PayloadRequest['user'] | undefined): SignedInAdmin | null =>
  user && isAdmin(user) ? (user as SignedInAdmin) : null

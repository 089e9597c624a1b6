import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Counters of the rate limits and resend cooldowns (login, magic link, reset). They live in
 * PostgreSQL so that every app server behind the load balancer sees the same counts; only
 * `src/auth/rateLimit.ts` touches them, with one atomic upsert per hit.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Compteur de limite', plural: 'Compteurs de limite' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'hits', type: 'number', required: true },
    { name: 'reset_at', type: 'date', required: true, index: true },
  ],
}

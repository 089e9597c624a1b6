import type { CollectionConfig } from 'payload'

import { dateTimeAdmin } from '../frenchDates'
import { closedCollection } from '../everyCollection'

/** In PostgreSQL so every app server sees the same counts; only `src/auth/rateLimit.ts` touches them. */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Compteur de limite', plural: 'Compteurs de limite' },
  ...closedCollection,
  fields: [
    { name: 'key', type: 'text', label: 'Clé', required: true, unique: true },
    { name: 'hits', type: 'number', label: 'Tentatives', required: true },
    {
      name: 'reset_at',
      type: 'date',
      label: 'Remise à zéro',
      required: true,
      index: true,
      admin: { date: dateTimeAdmin },
    },
  ],
}

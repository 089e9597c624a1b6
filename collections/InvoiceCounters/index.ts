import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { everyCollection } from '../everyCollection'

/**
 * Only `nextDocumentNumber` moves it, in the issuing transaction, so
 * a rolled-back issue gives its number back; never a sequence (gaps).
 */
export const BillingDocumentCounters: CollectionConfig = {
  slug: 'invoice-counters',
  labels: { singular: 'Compteur de factures', plural: 'Compteurs de factures' },
  disableDuplicate: true,
  admin: { hidden: true, components: { beforeListTable: [...everyCollection.beforeListTable] } },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'series', type: 'text', label: 'Série', required: true, unique: true },
    { name: 'last_number', type: 'number', label: 'Dernier numéro', required: true, defaultValue: 0 },
  ],
}

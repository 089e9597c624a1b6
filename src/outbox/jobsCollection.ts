import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Nobody reads it through REST or the admin's screens: it holds personal data and one-time links. Indexed so the log's
 * keyset pages stay index reads.
 */
export function withOutboxLog({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...defaultJobsCollection,
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
    fields: [
      ...defaultJobsCollection.fields,
      { name: 'email_to', type: 'text', admin: { readOnly: true } },
      { name: 'email_template', type: 'text', admin: { readOnly: true } },
    ],
    indexes: [
      ...(defaultJobsCollection.indexes ?? []),
      { fields: ['taskSlug', 'createdAt'] },
      { fields: ['email_to', 'createdAt'] },
      { fields: ['email_template', 'createdAt'] },
    ],
  }
}

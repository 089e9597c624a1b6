import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Payload's `payload-jobs` collection, which holds the outbox (one `sendEmail` job per message),
 * with what the admins' e-mail log (/admin/envois) filters on: the recipient and the template,
 * written by `queueEmail` beside the job, each indexed with the creation instant so the log's
 * keyset pages stay index reads at any size.
 *
 * Nobody reads or writes it through REST or the admin's generic screens, admins included: its
 * messages hold members' personal data and one-time sign-in links; the log reads it below Payload
 * after checking the admin, and masks those links (`maskLinkSecrets`).
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

import type { CollectionConfig } from 'payload'

import { ownerField } from '../hooks/ownerField'
import { dateTimeAdmin } from '../frenchDates'
import { closedCollection } from '../everyCollection'

/**
 * A large export prepared by the `memberDataExport` job (`src/profile/dataExportJob.ts`): its file
 * in `derived.data_export_parts`, its link's token only as a hash, consumed by one conditional
 * UPDATE. No API access at all: the member asks from /profile and downloads through the link.
 */
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: { singular: 'Export de données', plural: 'Exports de données' },
  ...closedCollection,
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    {
      name: 'status',
      type: 'select',
      label: 'État',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'En préparation', value: 'pending' },
        { label: 'Prêt', value: 'ready' },
        { label: 'Échec', value: 'failed' },
      ],
    },
    { name: 'token_hash', type: 'text', label: 'Empreinte du jeton', unique: true, index: true },
    { name: 'size', type: 'number', label: 'Taille (octets)' },
    { name: 'ready_at', type: 'date', label: 'Prêt le', admin: { date: dateTimeAdmin } },
    { name: 'expires_at', type: 'date', label: 'Expire le', index: true, admin: { date: dateTimeAdmin } },
    { name: 'used_at', type: 'date', label: 'Téléchargé le', admin: { date: dateTimeAdmin } },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody } from '@/access/nobody'

import { ownerField } from '../hooks/ownerField'
import { everyCollection } from '../everyCollection'

/** Unique on member + period + kind, so a job run twice or on two servers acts once. */
export const SemesterNotices: CollectionConfig = {
  slug: 'semester-notices',
  labels: { singular: 'Avis de semestre', plural: 'Avis de semestre' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    group: 'Points',
    defaultColumns: ['member', 'period', 'kind', 'points', 'createdAt'],
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['member', 'period', 'kind'], unique: true }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    { name: 'period', type: 'text', label: 'Semestre', required: true, index: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Avis',
      required: true,
      options: [
        { label: 'Rappel à 3 semaines', value: 'reminder_3_weeks' },
        { label: 'Rappel à 1 semaine', value: 'reminder_1_week' },
        { label: 'Clôture : passé inactif', value: 'deactivated' },
      ],
    },
    { name: 'points', type: 'number', label: 'Points du semestre', required: true },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'

import { ownerField } from '../hooks/ownerField'
import { everyCollection } from '../everyCollection'

/** Only the server writes it, with `overrideAccess`; admins read it. */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Entrée du journal', plural: 'Journal de modération' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['createdAt', 'action', 'target_collection', 'target_id', 'from', 'to'],
    group: 'Administration',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  // One document's history in order, read when its sheet opens.
  indexes: [{ fields: ['target_collection', 'target_id', 'createdAt'] }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    ownerField('actor_user', 'users', 'Admin', { index: true }),
    ownerField('actor_member', 'members', 'Membre', { index: true }),
    {
      name: 'action',
      type: 'text',
      label: 'Action',
      required: true,
      index: true,
      admin: { components: { Cell: '/src/components/admin/audit/AuditActionCell#AuditActionCell' } },
    },
    { name: 'target_collection', type: 'text', label: 'Collection', required: true },
    { name: 'target_id', type: 'text', label: 'Identifiant', required: true },
    { name: 'from', type: 'text', label: 'Avant' },
    { name: 'to', type: 'text', label: 'Après' },
    { name: 'notes', type: 'textarea', label: 'Notes' },
  ],
}

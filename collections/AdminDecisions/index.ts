import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'

import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { everyCollection } from '../everyCollection'

export const AdminDecisions: CollectionConfig = {
  slug: 'admin-decisions',
  labels: { singular: 'Décision', plural: 'Décisions sur les membres' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['createdAt', 'member', 'action', 'admin_user'],
    group: 'Administration',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOnly,
    create: adminOnly,
    update: nobody,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [setToSignedIn('admin_user', 'users')],
  },
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    ownerField('admin_user', 'users', 'Admin', { index: true }),
    {
      name: 'action',
      type: 'select',
      label: 'Décision',
      required: true,
      options: [
        { label: 'Activé', value: 'activated' },
        { label: 'Mis en pause', value: 'paused' },
        { label: 'Désactivé (fin de semestre)', value: 'deactivated' },
        { label: 'Réactivé', value: 'reactivated' },
      ],
    },
    { name: 'notes', type: 'textarea', label: 'Notes' },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { everyCollection } from '../everyCollection'

/** Visitors add themselves through the landing's server action but never read it. */
export const Batch2Waitlist: CollectionConfig = {
  slug: 'batch2-waitlist',
  labels: { singular: 'Inscrit Batch 2', plural: 'Liste d’attente Batch 2' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'email',
    defaultColumns: ['email', 'createdAt'],
    group: 'Communauté',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOnly,
    create: nobody,
    update: nobody,
    delete: adminOnly,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true },
    { name: 'consent', type: 'checkbox', label: 'Accepte d’être recontacté', required: true },
  ],
}

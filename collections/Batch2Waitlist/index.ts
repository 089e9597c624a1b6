import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { everyCollection } from '../everyCollection'
import { auditWithdrawal, refuseOnceBatch2Open } from './hooks/batch2Rules'

/**
 * Visitors add themselves through the landing's server action but never read it. Cleared when Batch 2
 * opens (the rules' `openBatch2`) and, address by address, when an admin carries out a withdrawal.
 */
export const Batch2List: CollectionConfig = {
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
    beforeChange: [refuseOnceBatch2Open],
    beforeDelete: [...everyCollection.beforeDelete],
    afterDelete: [auditWithdrawal],
  },
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true },
    { name: 'consent', type: 'checkbox', label: 'Accepte d’être recontacté', required: true },
  ],
}

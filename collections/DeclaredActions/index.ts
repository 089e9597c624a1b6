import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import {
  ACTION_TYPE_LABELS,
  ACTION_TYPES,
  DECLARED_ACTION_STATUS_LABELS,
  DECLARED_ACTION_STATUSES,
} from '@/domain/declaredActions/declaredActions'
import { SUPPORT_NETWORK_LABELS, SUPPORT_NETWORKS } from '@/domain/support/supportPosts'

import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { requireVisibleProject } from '../hooks/requireVisibleProject'
import { adminOrOwnPending } from './access/adminOrOwnPending'
import { creditOnValidation } from './hooks/creditOnValidation'
import { enforceStatusMachine } from './hooks/enforceStatusMachine'
import { recordDecision } from './hooks/recordDecision'
import { refuseDuplicateDeclaredAction } from './hooks/refuseDuplicateDeclaredAction'
import { refuseOwnProject } from './hooks/refuseOwnProject'
import { refuseSettledChange } from './hooks/refuseSettledChange'
import { refuseSettledWithdrawal } from './hooks/refuseSettledWithdrawal'
import { requireWebUrl } from './hooks/requireWebUrl'
import { DATA_GROUP } from '../adminGroups'
import { everyCollection } from '../everyCollection'
import { lockRowBeforeUpdate } from '../hooks/lockRowBeforeUpdate'

/** Points are credited in `points-ledger` when an action is validated. */
export const DeclaredActions: CollectionConfig = {
  slug: 'declared-actions',
  labels: { singular: 'Action déclarée', plural: 'Actions déclarées' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['createdAt', 'member', 'project', 'action_type', 'url', 'status'],
    group: DATA_GROUP,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    create: adminOrActiveMember,
    // A member corrects their own declaration until it is verified: the row is locked before it is
    // read (`lockRowBeforeUpdate`), so "verified" is told by `refuseSettledChange` under that lock
    // rather than by a filter that would only say "not allowed".
    update: adminOrOwnRows('member'),
    delete: adminOrOwnPending,
  },
  // One pending or validated per member + project + type is a partial
  // unique index the migration writes: Payload cannot state one.
  indexes: [
    { fields: ['member', 'project', 'action_type'] },
    { fields: ['status', 'createdAt'] },
    { fields: ['member', 'createdAt'] },
    // The cross-support rings read validated rows of a window with their member and project from
    // this index alone (`src/moderation/supportRings.ts`).
    { fields: ['status', 'createdAt', 'member', 'project'] },
  ],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    // Points follow this row's changes: each one decides from the row as the one before left it.
    beforeOperation: [...everyCollection.beforeOperation, lockRowBeforeUpdate],
    beforeChange: [
      setToSignedIn('member', 'members'),
      refuseSettledChange,
      requireWebUrl,
      requireVisibleProject,
      refuseOwnProject,
      refuseDuplicateDeclaredAction,
      enforceStatusMachine,
    ],
    beforeDelete: [...everyCollection.beforeDelete, refuseSettledWithdrawal],
    afterChange: [creditOnValidation, recordDecision],
  },
  fields: [
    // A correction changes what was done, never whose it is nor on which project.
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: 'Projet',
      required: true,
      index: true,
      access: { update: adminOnlyField },
    },
    {
      name: 'action_type',
      type: 'select',
      label: 'Type d’action',
      required: true,
      defaultValue: 'like',
      options: ACTION_TYPES.map((value) => ({ label: ACTION_TYPE_LABELS[value], value })),
    },
    { name: 'url', type: 'text', label: 'Lien', required: true },
    {
      name: 'network',
      type: 'select',
      label: 'Réseau',
      options: SUPPORT_NETWORKS.map((value) => ({ label: SUPPORT_NETWORK_LABELS[value], value })),
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: DECLARED_ACTION_STATUSES.map((value) => ({
        label: DECLARED_ACTION_STATUS_LABELS[value],
        value,
      })),
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'validated_by',
      type: 'relationship',
      relationTo: 'users',
      label: 'Validé par',
      index: true,
      access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'validation_notes',
      type: 'textarea',
      label: 'Notes de validation',
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
}

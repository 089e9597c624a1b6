import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import { FEEDBACK_FLAG_STATUS_LABELS, FEEDBACK_FLAG_STATUSES, FLAG_REASON_MAX } from '@/domain/feedbacks'

import { DATA_GROUP } from '../adminGroups'
import { everyCollection } from '../everyCollection'
import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { admitFeedbackFlag } from './hooks/admitFeedbackFlag'
import { enforceFlagDecision } from './hooks/enforceFlagDecision'

/** An admin hides the feedback or keeps it, and may undo either for a while (`enforceFlagDecision`). */
export const FeedbackFlags: CollectionConfig = {
  slug: 'feedback-reports',
  labels: { singular: 'Signalement de retour', plural: 'Signalements de retours' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    defaultColumns: ['feedback', 'reason', 'status', 'createdAt'],
    group: DATA_GROUP,
  },
  indexes: [{ fields: ['member', 'feedback'], unique: true }, { fields: ['status', 'createdAt'] }],
  access: {
    read: adminOrOwnRows('member'),
    create: adminOrActiveMember,
    update: adminOnly,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [setToSignedIn('member', 'members'), admitFeedbackFlag, enforceFlagDecision],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    {
      name: 'feedback',
      type: 'relationship',
      relationTo: 'feedbacks',
      label: 'Retour',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
    ownerField('member', 'members', 'Signalé par', { required: true }),
    {
      name: 'reason',
      type: 'textarea',
      label: 'Motif',
      required: true,
      maxLength: FLAG_REASON_MAX,
      access: { update: nobodyField },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'open',
      options: FEEDBACK_FLAG_STATUSES.map((value) => ({ label: FEEDBACK_FLAG_STATUS_LABELS[value], value })),
      access: { create: nobodyField, update: adminOnlyField },
    },
  ],
}

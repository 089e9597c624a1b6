import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import { FEEDBACK_REPORT_STATUS_LABELS, FEEDBACK_REPORT_STATUSES, REPORT_REASON_MAX } from '@/domain/feedbacks'

import { DATA_GROUP } from '../adminGroups'
import { everyCollection } from '../everyCollection'
import { neverChangesHands } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { admitFeedbackReport } from './hooks/admitFeedbackReport'
import { enforceReportDecision } from './hooks/enforceReportDecision'

/** An admin hides the feedback or keeps it, and may undo either for a while (`enforceReportDecision`). */
export const FeedbackReports: CollectionConfig = {
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
    beforeChange: [setToSignedIn('member', 'members'), admitFeedbackReport, enforceReportDecision],
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
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: 'Signalé par',
      required: true,
      ...neverChangesHands(),
    },
    {
      name: 'reason',
      type: 'textarea',
      label: 'Motif',
      required: true,
      maxLength: REPORT_REASON_MAX,
      access: { update: nobodyField },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'open',
      options: FEEDBACK_REPORT_STATUSES.map((value) => ({ label: FEEDBACK_REPORT_STATUS_LABELS[value], value })),
      access: { create: nobodyField, update: adminOnlyField },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRowsField } from '@/access/adminOrOwnRowsField'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_KINDS,
  FEEDBACK_MESSAGES,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_STATUSES,
  feedbackTextError,
} from '@/domain/feedbacks'

import { everyCollection } from '../everyCollection'
import { lockRowBeforeUpdate } from '../hooks/lockRowBeforeUpdate'
import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { readFeedbacks } from './access/readFeedbacks'
import { admitFeedback } from './hooks/admitFeedback'
import { announceFeedback } from './hooks/announceFeedback'
import { creditHelpful } from './hooks/creditHelpful'
import { enforceFeedbackChange } from './hooks/enforceFeedbackChange'
import { refreshFeedbackCount } from './hooks/refreshFeedbackCount'

/**
 * Every rule is in the hooks, so REST obeys them. Rows are never
 * deleted: withdrawn and hidden ones keep their audit trail.
 */
export const Feedbacks: CollectionConfig = {
  slug: 'feedbacks',
  labels: { singular: 'Retour', plural: 'Retours' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    defaultColumns: ['project', 'kind', 'status', 'helpful', 'createdAt'],
    useAsTitle: 'text',
    group: 'Communauté',
  },
  // A project's feedbacks newest first; an author's on a project (the helpful cap, the duplicates).
  indexes: [{ fields: ['project', 'status', 'createdAt'] }, { fields: ['author', 'project'] }],
  access: {
    read: readFeedbacks,
    create: adminOrActiveMember,
    update: adminOrMember,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    // Points follow this row's changes: each one decides from the row as the one before left it.
    beforeOperation: [...everyCollection.beforeOperation, lockRowBeforeUpdate],
    beforeChange: [setToSignedIn('author', 'members'), admitFeedback, enforceFeedbackChange],
    afterChange: [creditHelpful, announceFeedback, refreshFeedbackCount],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: 'Projet',
      required: true,
      index: true,
      access: { update: nobodyField },
    },
    // The page names no author (only « toi » and the beta-tester badge): REST shows no more than the page.
    ownerField('author', 'members', 'Auteur', { required: true, index: true, read: adminOrOwnRowsField('author') }),
    {
      name: 'kind',
      type: 'select',
      label: 'Sujet',
      required: true,
      options: FEEDBACK_KINDS.map((value) => ({ label: FEEDBACK_KIND_LABELS[value], value })),
      validate: (value: unknown) => (typeof value === 'string' && value !== '') || FEEDBACK_MESSAGES.kindRequired,
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Retour',
      required: true,
      validate: (value: string | null | undefined) => feedbackTextError(value) ?? true,
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'visible',
      index: true,
      options: FEEDBACK_STATUSES.map((value) => ({ label: FEEDBACK_STATUS_LABELS[value], value })),
      access: { create: nobodyField },
    },
    {
      name: 'helpful',
      type: 'checkbox',
      label: 'Utile',
      defaultValue: false,
      access: { create: nobodyField },
    },
    {
      name: 'helpful_marks',
      type: 'number',
      label: 'Marques « Utile » données',
      defaultValue: 0,
      admin: { readOnly: true, description: 'Chaque marque est un crédit du registre des points.' },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'hidden_reason',
      type: 'textarea',
      label: 'Motif du masquage',
      maxLength: 500,
      access: { read: adminOrOwnRowsField('author'), create: nobodyField, update: adminOnlyField },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrMember } from '@/access/adminOrMember'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import { BETA_REQUEST_STATUS_LABELS, BETA_REQUEST_STATUSES } from '@/domain/feedbacks'

import { everyCollection } from '../everyCollection'
import { dateTimeAdmin } from '../frenchDates'
import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { readBetaRequests } from './access/readBetaRequests'
import { admitBetaRequest } from './hooks/admitBetaRequest'
import { announceBetaDecision } from './hooks/announceBetaDecision'

export const BetaTestRequests: CollectionConfig = {
  slug: 'beta-test-requests',
  labels: { singular: 'Demande de bêta-test', plural: 'Demandes de bêta-test' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    defaultColumns: ['project', 'member', 'status', 'createdAt'],
    group: 'Communauté',
  },
  indexes: [{ fields: ['member', 'project'], unique: true }, { fields: ['project', 'status'] }],
  access: {
    read: readBetaRequests,
    create: adminOrActiveMember,
    update: adminOrMember,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [setToSignedIn('member', 'members'), admitBetaRequest],
    afterChange: [announceBetaDecision],
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
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'requested',
      options: BETA_REQUEST_STATUSES.map((value) => ({ label: BETA_REQUEST_STATUS_LABELS[value], value })),
    },
    {
      name: 'decided_at',
      type: 'date',
      label: 'Réponse le',
      admin: { readOnly: true, date: dateTimeAdmin },
      access: { create: nobodyField, update: nobodyField },
    },
  ],
}

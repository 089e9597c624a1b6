import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import {
  REACTIVATION_MESSAGE_MAX,
  REACTIVATION_STATUS_LABELS,
  REACTIVATION_STATUSES,
} from '@/domain/members/reactivation'

import { DATA_GROUP } from '../adminGroups'
import { everyCollection } from '../everyCollection'
import { dateTimeAdmin } from '../frenchDates'
import { ownerField } from '../hooks/ownerField'

import { applyReactivationDecision } from './hooks/applyReactivationDecision'
import { bindToTicket, holdsReactivationTicket } from './hooks/bindToTicket'

/**
 * The member holds no session, so the request is opened with the
 * ticket handed out after a verified sign-in, whatever the door.
 */
export const ReactivationRequests: CollectionConfig = {
  slug: 'reactivation-requests',
  labels: { singular: 'Demande de réactivation', plural: 'Demandes de réactivation' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    defaultColumns: ['member', 'status', 'createdAt'],
    group: DATA_GROUP,
  },
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['member', 'status'] }],
  access: {
    read: adminOrOwnRows('member'),
    create: holdsReactivationTicket,
    update: adminOnly,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [bindToTicket, applyReactivationDecision],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    {
      name: 'ticket',
      type: 'text',
      virtual: true,
      label: 'Preuve de connexion',
      admin: { hidden: true },
      access: { read: nobodyField, update: nobodyField },
    },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message du membre',
      maxLength: REACTIVATION_MESSAGE_MAX,
      access: { update: nobodyField },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'open',
      options: REACTIVATION_STATUSES.map((value) => ({ label: REACTIVATION_STATUS_LABELS[value], value })),
      access: { create: nobodyField, update: adminOnlyField },
    },
    {
      name: 'handled_by',
      type: 'relationship',
      relationTo: 'users',
      label: 'Traitée par',
      admin: { readOnly: true },
      access: { read: adminOnlyField, create: nobodyField, update: nobodyField },
    },
    {
      name: 'handled_at',
      type: 'date',
      label: 'Traitée le',
      admin: { readOnly: true, date: dateTimeAdmin },
      access: { create: nobodyField, update: nobodyField },
    },
  ],
}

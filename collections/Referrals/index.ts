import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'

import { neverChangesHands } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { applyInvitationRules } from './hooks/applyInvitationRules'
import { emailInvitation } from './hooks/emailInvitation'
import { normalizeRefereeEmail } from './hooks/normalizeRefereeEmail'
import { everyCollection } from '../everyCollection'

export const Referrals: CollectionConfig = {
  slug: 'referrals',
  labels: { singular: 'Parrainage', plural: 'Parrainages' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'referee_email',
    defaultColumns: ['referee_email', 'member', 'status', 'createdAt'],
    group: 'Points',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    create: adminOrActiveMember,
    update: adminOnly,
    delete: adminOnly,
  },
  indexes: [{ fields: ['member', 'referee_email'], unique: true }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeValidate: [normalizeRefereeEmail],
    beforeChange: [setToSignedIn('member', 'members'), applyInvitationRules],
    afterChange: [emailInvitation],
  },
  fields: [
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: 'Parrain',
      required: true,
      index: true,
      ...neverChangesHands(),
    },
    { name: 'referee_email', type: 'email', label: 'E-mail invité', required: true, index: true },
    {
      // Carried by the invitation link (/apply?ref=…), so the invitee is linked even with another address.
      name: 'code',
      type: 'text',
      label: 'Code d’invitation',
      unique: true,
      index: true,
      admin: { readOnly: true },
      access: { read: adminOnlyField, create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'referee',
      type: 'relationship',
      relationTo: 'members',
      label: 'Membre invité',
      index: true,
      // Set by the server when the invitee joins.
      ...neverChangesHands({ create: adminOnlyField }),
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'En attente', value: 'pending' },
        { label: 'Actif', value: 'active' },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
}

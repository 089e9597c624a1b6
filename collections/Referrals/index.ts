import type { CollectionConfig } from 'payload'

import { INVITATION_STATUS_LABELS } from '@/domain/members/invitations'
import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'

import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { applyInvitationRules } from './hooks/applyInvitationRules'
import { emailInvitation } from './hooks/emailInvitation'
import { normalizeRefereeEmail } from './hooks/normalizeRefereeEmail'
import { everyCollection } from '../everyCollection'
import { lockRowBeforeUpdate } from '../hooks/lockRowBeforeUpdate'

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
    // Points follow this row's changes: each one decides from the row as the one before left it.
    beforeOperation: [...everyCollection.beforeOperation, lockRowBeforeUpdate],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeValidate: [normalizeRefereeEmail],
    beforeChange: [setToSignedIn('member', 'members'), applyInvitationRules],
    afterChange: [emailInvitation],
  },
  fields: [
    ownerField('member', 'members', 'Parrain', { required: true, index: true }),
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
    // Set by the server when the invitee joins.
    ownerField('referee', 'members', 'Membre invité', { index: true, create: adminOnlyField }),
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: INVITATION_STATUS_LABELS.pending, value: 'pending' },
        { label: INVITATION_STATUS_LABELS.active, value: 'active' },
      ],
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
}

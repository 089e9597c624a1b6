import type { Access, CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@/domain/notifications'

import { ownerField } from '../hooks/ownerField'
import { DATA_GROUP } from '../adminGroups'
import { dateTimeAdmin } from '../frenchDates'
import { everyCollection } from '../everyCollection'

/** A member marks their own notifications read; nobody else touches them. */
const ownRowsOnly: Access = ({ req: { user } }) =>
  user?.collection === 'members' ? { member: { equals: user.id } } : false

/** Every field but `read_at` is the server's: a member only marks a row read (or unread). */
const serverSets = { create: nobodyField, update: nobodyField }

/**
 * Written only by the server, in the change's transaction; `dedupe_key`
 * keeps a once-only notice unique whichever worker writes first.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Notification', plural: 'Notifications' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['createdAt', 'member', 'kind', 'title', 'read_at'],
    group: DATA_GROUP,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: { read: adminOrOwnRows('member'), create: nobody, update: ownRowsOnly, delete: adminOnly },
  // The bell counts a member's unread rows; the page lists a member's rows newest first.
  indexes: [{ fields: ['member', 'createdAt'] }, { fields: ['member', 'read_at'] }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true, create: nobodyField }),
    {
      name: 'kind',
      type: 'select',
      label: 'Sujet',
      required: true,
      options: NOTIFICATION_KINDS.map((value) => ({ label: NOTIFICATION_KIND_LABELS[value], value })),
      access: serverSets,
    },
    { name: 'title', type: 'text', label: 'Titre', required: true, access: serverSets },
    { name: 'body', type: 'textarea', label: 'Texte', access: serverSets },
    { name: 'link', type: 'text', label: 'Lien (chemin du site)', access: serverSets },
    {
      name: 'dedupe_key',
      type: 'text',
      label: 'Clé d’unicité',
      unique: true,
      access: { read: adminOnlyField, ...serverSets },
    },
    {
      name: 'read_at',
      type: 'date',
      label: 'Lue le',
      admin: { date: dateTimeAdmin },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody, nobodyField } from '@/access/nobody'
import { isActiveMember, isAdmin } from '@/access/utilities'
import { REPLY_TEXT_MAX } from '@/domain/feedbacks'

import { everyCollection } from '../everyCollection'
import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { admitReply } from './hooks/admitReply'
import { announceReply } from './hooks/announceReply'

/** Never changed or deleted. */
export const FeedbackReplies: CollectionConfig = {
  slug: 'feedback-replies',
  labels: { singular: 'Réponse à un retour', plural: 'Réponses aux retours' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    defaultColumns: ['feedback', 'project', 'createdAt'],
    group: 'Communauté',
  },
  access: {
    read: ({ req: { user } }) => isAdmin(user) || isActiveMember(user),
    create: adminOrActiveMember,
    update: nobody,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [setToSignedIn('author', 'members'), admitReply],
    afterChange: [announceReply],
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
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: 'Projet',
      admin: { readOnly: true },
      access: { update: nobodyField },
    },
    // The owner's identity is never shown to other members.
    ownerField('author', 'members', 'Porteur', { read: ({ req: { user } }) => isAdmin(user) }),
    { name: 'text', type: 'textarea', label: 'Réponse', required: true, maxLength: REPLY_TEXT_MAX },
  ],
}

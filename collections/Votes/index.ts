import type { CollectionConfig } from 'payload'

import { adminOrActiveMember } from '@/access/adminOrActiveMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'

import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { requireVisibleProject } from '../hooks/requireVisibleProject'
import { countVote, uncountVote } from './hooks/keepVotesCount'
import { refuseDuplicateVote } from './hooks/refuseDuplicateVote'
import { everyCollection } from '../everyCollection'

export const Votes: CollectionConfig = {
  slug: 'votes',
  labels: { singular: 'Vote', plural: 'Votes' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['project', 'member', 'createdAt'],
    group: 'Communauté',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    create: adminOrActiveMember,
    update: nobody,
    delete: adminOrOwnRows('member'),
  },
  indexes: [{ fields: ['member', 'project'], unique: true }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [setToSignedIn('member', 'members'), requireVisibleProject, refuseDuplicateVote],
    afterChange: [countVote],
    afterDelete: [uncountVote],
  },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', label: 'Projet', required: true, index: true },
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
  ],
}

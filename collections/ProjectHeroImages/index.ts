import type { CollectionConfig } from 'payload'

import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { adminOrOwnRowsField } from '@/access/adminOrOwnRowsField'
import { publicAccess } from '@/access/publicAccess'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { uploadDir } from '@/uploads/uploadDir'

import { limitMemberUploads } from '../hooks/limitMemberUploads'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { checkHeroImageFile } from './hooks/checkHeroImageFile'

/**
 * Hero images of projects (JPG or PNG, 1600×900). Readable by anyone so public project pages
 * can show them; only their uploader and admins change or delete them.
 */
export const ProjectHeroImages: CollectionConfig = {
  slug: 'project-hero-images',
  labels: { singular: 'Image de projet', plural: 'Images de projets' },
  admin: {
    hidden: hiddenFromNonAdmins,
    group: 'Fichiers',
  },
  access: {
    read: publicAccess,
    create: adminOrMember,
    update: adminOrOwnRows('uploader'),
    delete: adminOrOwnRows('uploader'),
  },
  upload: {
    staticDir: uploadDir('project-hero-images'),
    mimeTypes: ['image/jpeg', 'image/png'],
    imageSizes: [{ name: 'card', width: 800, height: 450, position: 'centre' }],
    adminThumbnail: 'card',
  },
  hooks: {
    beforeOperation: [limitMemberUploads('project-hero-images'), checkHeroImageFile],
    beforeChange: [setToSignedIn('uploader', 'members')],
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Texte alternatif' },
    {
      name: 'uploader',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      // The uploader is the project's owner, whom a public image must not reveal.
      access: { read: adminOrOwnRowsField('uploader') },
    },
  ],
}

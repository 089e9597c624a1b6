import type { CollectionConfig } from 'payload'

import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { uploadDir } from '@/uploads/uploadDir'

import { setToSignedIn } from '../hooks/setToSignedIn'

/** Members' profile photos (JPG, PNG or WEBP), seen by their member and the admins only. */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: 'Photo de profil', plural: 'Photos de profil' },
  admin: {
    hidden: hiddenFromNonAdmins, group: 'Fichiers' },
  access: {
    read: adminOrOwnRows('uploader'),
    create: adminOrMember,
    update: adminOrOwnRows('uploader'),
    delete: adminOrOwnRows('uploader'),
  },
  upload: {
    staticDir: uploadDir('avatars'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    imageSizes: [{ name: 'thumbnail', width: 256, height: 256, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  hooks: { beforeChange: [setToSignedIn('uploader', 'members')] },
  fields: [{ name: 'uploader', type: 'relationship', relationTo: 'members', index: true }],
}

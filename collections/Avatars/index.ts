import type { CollectionConfig } from 'payload'

import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { privateFileHeaders } from '@/uploads/privateFileHeaders'
import { uploadDir } from '@/uploads/uploadDir'

import { ownerField } from '../hooks/ownerField'
import { limitMemberUploads } from '../hooks/limitMemberUploads'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { checkAvatarFile } from './hooks/checkAvatarFile'
import { everyCollection } from '../everyCollection'
import { UNUSED_UPLOAD_ENDPOINTS } from '../endpoints/refuseUnusedEndpoints'

export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: 'Photo de profil', plural: 'Photos de profil' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    group: 'Fichiers',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('uploader'),
    create: adminOrMember,
    update: adminOrOwnRows('uploader'),
    delete: adminOrOwnRows('uploader'),
  },
  upload: {
    modifyResponseHeaders: privateFileHeaders,
    staticDir: uploadDir('avatars'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // The original is re-encoded at most 1024 px wide or high: lighter, turned upright, and
    // without its EXIF data (a phone photo's GPS position never reaches the disk).
    resizeOptions: { width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true },
    imageSizes: [{ name: 'thumbnail', width: 256, height: 256, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  endpoints: [...everyCollection.endpoints, ...UNUSED_UPLOAD_ENDPOINTS],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation, limitMemberUploads('avatars'), checkAvatarFile],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [setToSignedIn('uploader', 'members')],
  },
  fields: [ownerField('uploader', 'members', 'Envoyé par', { index: true })],
}

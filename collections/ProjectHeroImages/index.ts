import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '@/access/adminOnly'
import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { adminOrOwnRowsField } from '@/access/adminOrOwnRowsField'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { uploadDir } from '@/uploads/uploadDir'

import { ownerField } from '../hooks/ownerField'
import { limitMemberUploads } from '../hooks/limitMemberUploads'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { readHeroImages } from './access/readHeroImages'
import { checkHeroImageFile } from './hooks/checkHeroImageFile'
import { keepModeratedImageOnDelete, keepModeratedImageOnUpdate } from './hooks/keepModeratedImage'
import { everyCollection } from '../everyCollection'
import { UNUSED_UPLOAD_ENDPOINTS } from '../endpoints/refuseUnusedEndpoints'

export const ProjectHeroImages: CollectionConfig = {
  slug: 'project-hero-images',
  labels: { singular: 'Image de projet', plural: 'Images de projets' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    group: 'Fichiers',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: readHeroImages,
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
  endpoints: [...everyCollection.endpoints, ...UNUSED_UPLOAD_ENDPOINTS],
  hooks: {
    beforeOperation: [
      ...everyCollection.beforeOperation,
      limitMemberUploads('project-hero-images'),
      checkHeroImageFile,
    ],
    beforeValidate: [keepModeratedImageOnUpdate],
    beforeChange: [setToSignedIn('uploader', 'members')],
    beforeDelete: [...everyCollection.beforeDelete, keepModeratedImageOnDelete],
  },
  fields: [
    { name: 'alt', type: 'text', label: 'Texte alternatif' },
    // The uploader is the project's owner, whom a public image must not reveal.
    ownerField('uploader', 'members', 'Envoyé par', { index: true, read: adminOrOwnRowsField('uploader') }),
    {
      // The projects using the image: read access filters on it. Which projects use an image is
      // the admins' business (a pending project's id would leak otherwise).
      name: 'projects',
      type: 'join',
      collection: 'projects',
      on: 'hero_image',
      label: 'Projets',
      access: { read: adminOnlyField },
    },
  ],
}

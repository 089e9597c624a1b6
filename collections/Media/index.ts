import type { CollectionConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'
import { uploadDir } from '@/uploads/uploadDir'

import { checkMediaFile } from './hooks/checkMediaFile'
import { everyCollection } from '../everyCollection'
import { UNUSED_UPLOAD_ENDPOINTS } from '../endpoints/refuseUnusedEndpoints'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  disableDuplicate: true,
  admin: { group: 'Site', components: { beforeListTable: [...everyCollection.beforeListTable] } },
  access: {
    read: publicAccess,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  upload: {
    staticDir: uploadDir('media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    imageSizes: [{ name: 'card', width: 768 }],
    adminThumbnail: 'card',
  },
  endpoints: [...everyCollection.endpoints, ...UNUSED_UPLOAD_ENDPOINTS],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation, checkMediaFile],
    beforeDelete: [...everyCollection.beforeDelete],
  },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}

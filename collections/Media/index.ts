import type { CollectionConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'
import { uploadDir } from '@/uploads/uploadDir'

import { checkMediaFile } from './hooks/checkMediaFile'

/** Images of the public site, managed by the marketing team and the admins. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Média', plural: 'Médias' },
  admin: { group: 'Site' },
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
  hooks: { beforeOperation: [checkMediaFile] },
  fields: [{ name: 'alt', type: 'text', label: 'Texte alternatif', required: true }],
}

import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { downloadedPrivateFileHeaders } from '@/uploads/privateFileHeaders'
import { uploadDir } from '@/uploads/uploadDir'

import { ownerField } from '../hooks/ownerField'
import { limitMemberUploads } from '../hooks/limitMemberUploads'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { checkReportFile } from './hooks/checkReportFile'
import { everyCollection } from '../everyCollection'
import { UNUSED_UPLOAD_ENDPOINTS } from '../endpoints/refuseUnusedEndpoints'

/** CSV files attached to Monday reportings; private to their uploader and the admins. Checked by `checkReportFile`. */
export const ReportFiles: CollectionConfig = {
  slug: 'report-files',
  labels: { singular: 'Fichier de reporting', plural: 'Fichiers de reporting' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    group: 'Fichiers',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('uploader'),
    create: adminOrMember,
    update: adminOnly,
    delete: adminOnly,
  },
  upload: {
    modifyResponseHeaders: downloadedPrivateFileHeaders,
    staticDir: uploadDir('report-files'),
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  },
  endpoints: [...everyCollection.endpoints, ...UNUSED_UPLOAD_ENDPOINTS],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation, limitMemberUploads('report-files'), checkReportFile],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [setToSignedIn('uploader', 'members')],
  },
  fields: [ownerField('uploader', 'members', 'Envoyé par', { index: true })],
}

import type { GlobalConfig } from 'payload'

import { publicAccess } from '@/access/publicAccess'
import { staffOnly } from '@/access/staffOnly'

import { list, longText } from '../fields'
import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

export const Tips: GlobalConfig = {
  slug: 'tips',
  label: 'Conseils de la semaine',
  admin: { group: 'Site' },
  access: { read: publicAccess, update: staffOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    {
      ...list('tips', 'Conseils (un par semaine, à tour de rôle)', { min: 0, max: 52 }, [longText('text', 'Conseil')]),
      required: false,
    },
    longText('fallback', 'Conseil par défaut'),
  ],
}

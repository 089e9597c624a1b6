import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobodyField } from '@/access/nobody'

import { ownerField } from '../hooks/ownerField'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { announceFinalReport } from './hooks/announceFinalReport'
import { checkReportContent } from './hooks/checkReportContent'
import { requireProjectOwner } from './hooks/requireProjectOwner'
import { dateTimeAdmin } from '../frenchDates'
import { everyCollection } from '../everyCollection'

export const ProjectReports: CollectionConfig = {
  slug: 'project-reports',
  labels: { singular: 'Reporting', plural: 'Reportings' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['project', 'createdAt', 'processed_at'],
    group: 'Communauté',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    create: adminOrMember,
    update: adminOnly,
    delete: adminOnly,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [setToSignedIn('member', 'members'), requireProjectOwner, checkReportContent],
    afterChange: [announceFinalReport],
  },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', label: 'Projet', required: true, index: true },
    ownerField('member', 'members', 'Envoyé par', { required: true, index: true }),
    { name: 'report_text', type: 'textarea', label: 'Reporting (texte)' },
    { name: 'report_file', type: 'upload', relationTo: 'report-files', label: 'Fichier CSV' },
    // One publication a line, its link then its views; summed with the CSV's into reported_views.
    { name: 'report_views', type: 'textarea', label: 'Vues par publication' },
    {
      name: 'reported_views',
      type: 'number',
      label: 'Vues rapportées',
      // Summed by the server from the CSV's « vues » column and the form's lines (checkReportContent), never typed.
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
    },
    {
      name: 'processed_at',
      type: 'date',
      label: 'Traité le',
      admin: { date: dateTimeAdmin },
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    {
      name: 'processing_summary',
      type: 'textarea',
      label: 'Résultat du traitement',
      access: { create: adminOnlyField, update: adminOnlyField },
    },
  ],
}

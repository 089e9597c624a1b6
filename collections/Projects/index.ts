import type { CollectionConfig, FieldAccess, TextField } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrMember } from '@/access/adminOrMember'
import { adminOrOwnRowsField } from '@/access/adminOrOwnRowsField'
import { nobodyField } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { isActiveMember, isAdmin, isMember } from '@/access/utilities'
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  REQUEST_TYPE_LABELS,
  REQUEST_TYPES,
} from '@/domain/projects/projectVisibility'
import { COMPANY_WEBSITE, SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { MAX_SUPPORT_POSTS, SUPPORT_NETWORK_LABELS, SUPPORT_NETWORKS } from '@/domain/support/supportPosts'
import { BETA_INSTRUCTIONS_MAX, BETA_PLACES_MAX } from '@/domain/feedbacks'
import { isWebUrl, WEB_URL_MESSAGE } from '@/domain/webUrl'
import { wholeNumber } from '@/validation/wholeNumber'
import {
  SUMMARY_MAX_LENGTH,
  SUMMARY_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from '@/validation/projectSubmitForm'

import { ownerField } from '../hooks/ownerField'
import { readProjects } from './access/readProjects'
import { updateOwnProjects } from './access/updateOwnProjects'
import { setToSignedIn } from '../hooks/setToSignedIn'
import { enforceStatusMachine } from './hooks/enforceStatusMachine'
import { deriveWeekLabel } from './hooks/deriveWeekLabel'
import { enforceSubmissionRules } from './hooks/enforceSubmissionRules'
import { generateSlug } from './hooks/generateSlug'
import { guardFeedbackSettings } from './hooks/guardFeedbackSettings'
import { guardSupportPosts } from './hooks/guardSupportPosts'
import { keepHistoryOnDelete } from './hooks/keepHistoryOnDelete'
import { notifyAdminsOfSubmission } from './hooks/notifyAdminsOfSubmission'
import { openPaymentOnApproval } from './hooks/openPaymentOnApproval'
import { recordModeration } from './hooks/recordModeration'
import { recordOwnerEdit } from './hooks/recordOwnerEdit'
import { requirePaymentToSchedule } from './hooks/requirePaymentToSchedule'
import { refreshCommunityOnChange, refreshCommunityOnDelete } from './hooks/refreshCommunity'
import { stampCharterAcceptance } from './hooks/stampCharterAcceptance'
import { DATA_GROUP } from '../adminGroups'
import { dayAdmin } from '../frenchDates'
import { everyCollection } from '../everyCollection'
import { lockRowBeforeUpdate } from '../hooks/lockRowBeforeUpdate'

const adminOrMemberField: FieldAccess = ({ req: { user } }) => isAdmin(user) || isMember(user)

/** Who is behind a project, and what the team told them: the owner and the admins only. */
const ownerOrAdminField = adminOrOwnRowsField('owner')

/** The posts to support: the community's (active members), the owner's and the admins'. */
const supportPostsReader: FieldAccess = (args) => isActiveMember(args.req.user) || ownerOrAdminField(args)

/** A link anyone may follow: http or https only, whoever writes it (an admin in the admin too). */
const urlField = (name: string, label: string): TextField => ({
  name,
  type: 'text',
  label,
  validate: (value: string | null | undefined) => !value || isWebUrl(value) || WEB_URL_MESSAGE,
})

/** The owner is never revealed to anyone but the admins. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: { singular: 'Projet', plural: 'Projets' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'title',
    defaultColumns: ['title', 'request_type', 'status', 'votes_count', 'createdAt'],
    listSearchableFields: ['title', 'slug'],
    group: DATA_GROUP,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: readProjects,
    create: adminOrMember,
    update: updateOwnProjects,
    delete: adminOnly,
  },
  // The moderation lists page on created_at (id breaks ties) within a status; the planned one by week.
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['status', 'exposure_week_start'] }],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    // A move (and its undo) decides from the status as the move before it left it.
    beforeOperation: [...everyCollection.beforeOperation, lockRowBeforeUpdate],
    beforeChange: [
      setToSignedIn('owner', 'members'),
      enforceStatusMachine,
      requirePaymentToSchedule,
      deriveWeekLabel,
      guardSupportPosts,
      guardFeedbackSettings,
      stampCharterAcceptance,
    ],
    beforeValidate: [enforceSubmissionRules, generateSlug],
    beforeDelete: [...everyCollection.beforeDelete, keepHistoryOnDelete],
    afterChange: [
      notifyAdminsOfSubmission,
      openPaymentOnApproval,
      // The edit is journalled before the move it comes with (a resubmission).
      recordOwnerEdit,
      recordModeration,
      refreshCommunityOnChange,
    ],
    afterDelete: [refreshCommunityOnDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      required: true,
      minLength: TITLE_MIN_LENGTH,
      maxLength: TITLE_MAX_LENGTH,
    },
    {
      name: 'slug',
      type: 'text',
      label: 'Slug',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Généré à partir du titre.' },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'request_type',
      type: 'select',
      label: 'Type de demande',
      required: true,
      index: true,
      options: REQUEST_TYPES.map((value) => ({ label: REQUEST_TYPE_LABELS[value], value })),
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PROJECT_STATUSES.map((value) => ({ label: PROJECT_STATUS_LABELS[value], value })),
      admin: { position: 'sidebar' },
      // Owners may move their own project too; the status machine says where (owner → modification request).
      access: { create: adminOnlyField, update: adminOrMemberField },
    },
    {
      name: 'change_request_notes',
      type: 'textarea',
      label: 'Demande de modification du porteur',
      // Not stored: the owner's request goes to the audit log and to the admins by e-mail.
      virtual: true,
      admin: { hidden: true },
      access: { read: nobodyField, create: nobodyField, update: adminOrMemberField },
    },
    {
      name: 'payment_override_reason',
      type: 'textarea',
      label: 'Dérogation au paiement (motif)',
      // Not stored: an admin's waiver goes to the audit log (`requirePaymentToSchedule`).
      virtual: true,
      admin: {
        condition: (data) => data?.request_type === 'visibility' && data?.status === 'approved',
        description: 'Pour planifier ou publier ce projet sans paiement enregistré : le motif est journalisé.',
      },
      access: { read: nobodyField, create: adminOnlyField, update: adminOnlyField },
    },
    ownerField('owner', 'members', 'Porteur', { index: true, admin: { position: 'sidebar' }, read: ownerOrAdminField }),
    {
      name: 'summary',
      type: 'textarea',
      label: 'Résumé',
      required: true,
      minLength: SUMMARY_MIN_LENGTH,
      maxLength: SUMMARY_MAX_LENGTH,
    },
    urlField('project_url', 'Lien MVP'),
    {
      type: 'row',
      fields: [
        { name: 'primary_target', type: 'text', label: 'Cible principale', required: true },
        { name: 'secondary_target', type: 'text', label: 'Cible secondaire' },
      ],
    },
    {
      name: 'company_links',
      type: 'group',
      label: 'Liens de l’entreprise',
      fields: [...SOCIAL_NETWORKS, COMPANY_WEBSITE].map(({ key, name }) => urlField(key, name)),
    },
    {
      name: 'posts_to_support',
      type: 'array',
      label: 'Publications à soutenir',
      labels: { singular: 'Publication', plural: 'Publications' },
      maxRows: MAX_SUPPORT_POSTS,
      admin: {
        condition: (data) => data?.request_type === 'visibility',
        description: 'Les liens que le porteur demande de soutenir pendant sa semaine d’exposition.',
      },
      // Shown to active members on the project page (never to visitors); who may change them
      // and until when is `guardSupportPosts`'s business.
      access: { read: supportPostsReader },
      fields: [
        { ...urlField('url', 'Lien de la publication'), required: true },
        {
          name: 'network',
          type: 'select',
          label: 'Réseau',
          required: true,
          options: SUPPORT_NETWORKS.map((value) => ({ label: SUPPORT_NETWORK_LABELS[value], value })),
        },
      ],
    },
    {
      name: 'impact_report',
      type: 'ui',
      label: 'Rapport d’impact',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.request_type === 'visibility',
        components: { Field: '/src/components/admin/projects/ImpactReportField#ImpactReportField' },
      },
    },
    {
      name: 'hero_image',
      type: 'upload',
      relationTo: 'project-hero-images',
      label: 'Image principale',
      index: true,
    },
    { name: 'hero_image_alt', type: 'text', label: 'Texte alternatif de l’image' },
    {
      name: 'feedback_request',
      type: 'textarea',
      label: 'Ce que je cherche',
      admin: { condition: (data) => data?.request_type === 'feedback' },
    },
    {
      name: 'feedback_closed',
      type: 'checkbox',
      label: 'Retours fermés (« Merci, j’ai ce qu’il me faut »)',
      defaultValue: false,
      admin: { condition: (data) => data?.request_type === 'feedback' },
    },
    {
      name: 'beta_places',
      type: 'number',
      label: 'Places de bêta-test',
      defaultValue: 0,
      admin: { step: 1, condition: (data) => data?.request_type === 'feedback' },
      validate: wholeNumber(0, BETA_PLACES_MAX),
    },
    {
      name: 'beta_instructions',
      type: 'textarea',
      label: 'Ce que fait un bêta-testeur',
      maxLength: BETA_INSTRUCTIONS_MAX,
      // Sent to accepted testers only.
      access: { read: ownerOrAdminField },
      admin: { condition: (data) => data?.request_type === 'feedback' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ethics_accepted',
          type: 'checkbox',
          label: 'Charte acceptée',
          defaultValue: false,
        },
        {
          name: 'payment_commitment',
          type: 'checkbox',
          label: 'Engagement de paiement',
          defaultValue: false,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'charter_version',
          type: 'number',
          label: 'Version de charte acceptée',
          access: { read: ownerOrAdminField, create: nobodyField, update: nobodyField },
          admin: { readOnly: true },
        },
        {
          name: 'charter_accepted_at',
          type: 'date',
          label: 'Charte acceptée le',
          access: { read: ownerOrAdminField, create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: dayAdmin },
        },
      ],
    },
    {
      name: 'votes_count',
      type: 'number',
      label: 'Votes',
      defaultValue: 0,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      // Kept equal to the number of votes by the votes collection's hooks, never by hand.
      access: { create: nobodyField, update: nobodyField },
    },
    {
      type: 'collapsible',
      label: 'Modération',
      fields: [
        {
          name: 'exposure_week_start',
          type: 'date',
          label: 'Semaine d’exposition (lundi)',
          index: true,
          admin: { date: dayAdmin },
          access: { create: adminOnlyField, update: adminOnlyField },
        },
        {
          name: 'exposure_week',
          type: 'text',
          label: 'Semaine d’exposition (libellé affiché)',
          admin: { readOnly: true, description: 'Calculé à partir du lundi choisi, par exemple « 12-18 janvier ».' },
          access: { create: adminOnlyField, update: adminOnlyField },
        },
        {
          name: 'moderation_notes',
          type: 'textarea',
          label: 'Notes de modération',
          access: { read: ownerOrAdminField, create: adminOnlyField, update: adminOnlyField },
        },
      ],
    },
  ],
}

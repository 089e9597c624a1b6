import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField } from '@/access/adminOnly'
import { adminOrSelf } from '@/access/adminOrSelf'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobodyField } from '@/access/nobody'
import {
  APPLICATION_STATUSES,
  BIO_MAX_LENGTH,
  MEMBER_SOURCES,
  MEMBER_STATUSES,
  MEMBER_STATUS_LABELS,
  MOTIVATIONS,
  PROFESSIONAL_STATUSES,
  SECTORS,
  sectorLabel,
} from '@/domain/members/memberOptions'
import { MAX_AUDIENCE_COUNT } from '@/domain/applications/applicationScore'
import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS } from '@/domain/notifications'
import { DEFAULT_RULES } from '@/domain/rules'
import { SOCIAL_NETWORKS } from '@/domain/profile/socialNetworks'
import { COMMUNITY_TIME_ZONE } from '@/domain/timeZones'
import { wholeNumber } from '@/validation/wholeNumber'

import { pageNavigationStrategy } from '@/auth/pageNavigationStrategy'

import { passwordLoginEndpoint } from '../authEndpoints/passwordLoginEndpoint'
import { refusedAuthEndpoints } from '../authEndpoints/refusedAuthEndpoints'

import { billingDetailsFields } from './billingDetailsFields'
import { applyProfileRules } from './hooks/applyProfileRules'
import { computePeriodPoints } from './hooks/computePeriodPoints'
import { deleteWithoutHistory } from './hooks/deleteWithoutHistory'
import { activateReferralsOnActivation } from './hooks/activateReferralsOnActivation'
import { endSessionsOnDeactivation } from './hooks/endSessionsOnDeactivation'
import { enforceStatusMachine } from './hooks/enforceStatusMachine'
import { normalizeEmail } from './hooks/normalizeEmail'
import { notePasswordChosen } from './hooks/notePasswordChosen'
import { recordDecision } from './hooks/recordDecision'
import { auditDeletionHold } from './hooks/auditDeletionHold'
import { refuseBareAccountChanges } from './hooks/refuseBareAccountChanges'
import { refuseTakenEmail } from './hooks/refuseTakenEmail'
import { refuseInactiveLogin } from './hooks/refuseInactiveLogin'
import { stampActivation } from './hooks/stampActivation'
import { stampCharterAcceptance } from './hooks/stampCharterAcceptance'
import { refreshMembershipCountOnChange, refreshMembershipCountOnDelete } from './hooks/refreshMembershipCount'
import { closeRequestsOnReactivation } from '../ReactivationRequests/hooks/closeRequestsOnReactivation'
import { DATA_GROUP } from '../adminGroups'
import { onlyTheMemberAccepts } from '../hooks/charterAcceptance'
import { dateTimeAdmin } from '../frenchDates'
import { everyCollection } from '../everyCollection'
import { UNUSED_MEMBERS_ENDPOINTS } from '../endpoints/refuseUnusedEndpoints'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Fields a member may read on their own record but only an admin may set. */
const adminSets = { create: adminOnlyField, update: adminOnlyField }

const socialNetwork = ({ key, countLabel }: (typeof SOCIAL_NETWORKS)[number]) => [
  { name: `${key}_url`, type: 'text' as const, label: `URL ${key}` },
  {
    name: `${key}_count`,
    type: 'number' as const,
    label: countLabel,
    defaultValue: 0,
    min: 0,
    required: true,
    admin: { step: 1 },
    validate: wholeNumber(0, MAX_AUDIENCE_COUNT),
  },
]

/** Access is explicit on the collection and on each admin-only field. */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: 'Membre', plural: 'Membres' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'email',
    defaultColumns: ['email', 'first_name', 'last_name', 'status', 'source', 'createdAt'],
    listSearchableFields: ['email', 'first_name', 'last_name'],
    group: DATA_GROUP,
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  // The admin's member list filtered by status, newest first, at any page.
  // The applications' tabs by date; the cockpit's members at risk walked by activation (longest-active first).
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['status', 'activated_at'] }],
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 2 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    // A link followed from a webmail or any other site lands signed in (members and staff).
    strategies: [pageNavigationStrategy],
  },
  access: {
    read: adminOrSelf,
    // Applications and sign-ups go through server actions that validate the input and create
    // the member themselves; the raw API never creates members for anyone but admins.
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    unlock: adminOnly,
  },
  // Every built-in auth door runs the site's own flow or refuses.
  endpoints: [
    ...everyCollection.endpoints,
    ...UNUSED_MEMBERS_ENDPOINTS,
    passwordLoginEndpoint('members'),
    ...refusedAuthEndpoints,
  ],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation, refuseBareAccountChanges],
    beforeValidate: [normalizeEmail],
    beforeChange: [
      refuseTakenEmail,
      enforceStatusMachine,
      stampActivation,
      endSessionsOnDeactivation,
      applyProfileRules,
      notePasswordChosen,
      stampCharterAcceptance,
    ],
    beforeLogin: [refuseInactiveLogin],
    afterChange: [
      refreshMembershipCountOnChange,
      activateReferralsOnActivation,
      recordDecision,
      closeRequestsOnReactivation,
      auditDeletionHold,
    ],
    beforeDelete: [...everyCollection.beforeDelete, deleteWithoutHistory],
    afterDelete: [refreshMembershipCountOnDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', label: 'Prénom', required: true },
        { name: 'last_name', type: 'text', label: 'Nom', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Statut',
          required: true,
          defaultValue: 'waitlist',
          index: true,
          options: MEMBER_STATUSES.map((value) => ({ label: MEMBER_STATUS_LABELS[value], value })),
          access: adminSets,
        },
        {
          name: 'application_status',
          type: 'select',
          label: 'Candidature',
          required: true,
          defaultValue: 'waitlist',
          options: [
            { label: 'En attente', value: APPLICATION_STATUSES[0] },
            { label: 'Acceptée', value: APPLICATION_STATUSES[1] },
            { label: 'En pause', value: APPLICATION_STATUSES[2] },
          ],
          access: adminSets,
        },
        {
          name: 'source',
          type: 'select',
          label: 'Source',
          options: options(MEMBER_SOURCES),
          index: true,
          access: adminSets,
        },
      ],
    },
    {
      name: 'has_password',
      type: 'checkbox',
      label: 'A choisi un mot de passe',
      defaultValue: false,
      admin: {
        readOnly: true,
        description:
          'Faux pour un membre venu par candidature qui se connecte par lien : il peut en définir un sur son profil.',
      },
      access: adminSets,
    },
    {
      name: 'email_confirmed_at',
      type: 'date',
      label: 'E-mail confirmé le',
      admin: { readOnly: true, date: dateTimeAdmin },
      access: adminSets,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accepts_charter',
          type: 'checkbox',
          label: 'Charte acceptée',
          defaultValue: false,
          access: adminSets,
        },
        {
          name: 'charter_version',
          type: 'number',
          label: 'Version de charte acceptée',
          // Stamped at creation; then only the member accepts the version in force.
          access: { create: nobodyField, update: onlyTheMemberAccepts },
          admin: { readOnly: true },
        },
        {
          name: 'charter_accepted_at',
          type: 'date',
          label: 'Charte acceptée le',
          access: { create: nobodyField, update: nobodyField },
          admin: { readOnly: true, date: dateTimeAdmin },
        },
        {
          name: 'profile_completed',
          type: 'checkbox',
          label: 'Profil complet',
          defaultValue: false,
          access: adminSets,
        },
      ],
    },
    {
      name: 'score',
      type: 'number',
      label: 'Score de candidature',
      min: 0,
      max: 100,
      access: adminSets,
    },
    {
      name: 'professional_status',
      type: 'select',
      label: 'Statut professionnel',
      options: options(PROFESSIONAL_STATUSES),
    },
    {
      name: 'motivations',
      type: 'select',
      label: 'Motivations',
      hasMany: true,
      options: Object.entries(MOTIVATIONS).map(([value, label]) => ({ label, value })),
    },
    {
      type: 'collapsible',
      label: 'Réseaux professionnels',
      fields: SOCIAL_NETWORKS.flatMap(socialNetwork),
    },
    {
      type: 'collapsible',
      label: 'Facturation',
      admin: { initCollapsed: true },
      fields: billingDetailsFields,
    },
    { name: 'project_url', type: 'text', label: 'Lien du projet' },
    { name: 'mvp_url', type: 'text', label: 'Lien du MVP' },
    { name: 'avatar', type: 'upload', relationTo: 'avatars', label: 'Photo' },
    { name: 'bio', type: 'textarea', label: 'Bio', maxLength: BIO_MAX_LENGTH },
    {
      name: 'sectors',
      type: 'select',
      label: 'Secteurs',
      hasMany: true,
      options: SECTORS.map((value) => ({ label: sectorLabel(value), value })),
    },
    { name: 'timezone', type: 'text', label: 'Fuseau horaire', defaultValue: COMMUNITY_TIME_ZONE },
    {
      name: 'points_period',
      type: 'number',
      label: 'Points du semestre',
      virtual: true,
      admin: {
        readOnly: true,
        description: 'Somme des crédits du registre de points pour le semestre en cours.',
      },
      hooks: { afterRead: [computePeriodPoints] },
    },
    {
      name: 'email_digest',
      type: 'checkbox',
      label: 'Reçoit « Cette semaine dans la Tryb »',
      defaultValue: true,
      admin: { description: 'L’e-mail du lundi matin ; le membre le coupe depuis son profil ou l’e-mail lui-même.' },
    },
    {
      name: 'email_preferences',
      type: 'group',
      label: 'E-mails de notification',
      admin: {
        description: 'Les liens de connexion, le mot de passe, l’activation et la désactivation sont toujours envoyés.',
      },
      fields: EMAIL_TOPICS.map((topic) => ({
        name: topic,
        type: 'checkbox' as const,
        label: EMAIL_TOPIC_LABELS[topic],
        defaultValue: true,
      })),
    },
    {
      name: 'invites_quota',
      type: 'number',
      label: 'Quota d’invitations par semestre',
      defaultValue: DEFAULT_RULES.invites_per_semester,
      min: 0,
      required: true,
      access: adminSets,
    },
    {
      name: 'ai_tip',
      type: 'textarea',
      label: 'Conseil personnalisé',
      admin: { description: 'Remplace le conseil de la semaine sur le dashboard de ce membre.' },
      access: adminSets,
    },
    {
      name: 'activated_at',
      type: 'date',
      label: 'Activé le',
      admin: {
        readOnly: true,
        date: dateTimeAdmin,
        description: 'Dernière activation ; la clôture du semestre en tient compte au prorata.',
      },
      access: adminSets,
    },
    {
      name: 'threshold_exempt',
      type: 'checkbox',
      label: 'Dispensé du seuil de points',
      defaultValue: false,
      admin: {
        description: 'Ne reçoit pas les rappels de fin de semestre et reste actif à la clôture, même sous le seuil.',
      },
      access: adminSets,
    },
    {
      name: 'deletion_requested_at',
      type: 'date',
      label: 'Suppression du compte demandée le',
      admin: { readOnly: true, date: dateTimeAdmin, description: 'Demandée par le membre depuis son profil.' },
      access: adminSets,
    },
    {
      name: 'deletion_hold_reason',
      type: 'textarea',
      label: 'Effacement suspendu — motif',
      maxLength: 500,
      admin: {
        description:
          'Rempli, il empêche la tâche d’effacer le compte à la fin du délai (par exemple une facture impayée). Chaque changement est inscrit au journal.',
      },
      access: { read: adminOnlyField, ...adminSets },
    },
    {
      name: 'erased_at',
      type: 'date',
      label: 'Compte effacé le',
      index: true,
      admin: { readOnly: true, date: dateTimeAdmin, description: 'Données personnelles effacées ; irréversible.' },
      access: { read: adminOnlyField, create: nobodyField, update: nobodyField },
    },
    {
      name: 'admin_notes',
      type: 'textarea',
      label: 'Notes internes',
      access: { read: adminOnlyField, ...adminSets },
    },
  ],
}

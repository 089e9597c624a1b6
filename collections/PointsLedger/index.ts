import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { nobody } from '@/access/nobody'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { CREDIT_REASONS, CREDIT_SOURCES } from '@/domain/points/ledgerCredits'

import { ownerField } from '../hooks/ownerField'
import { stampPeriod } from './hooks/stampPeriod'
import { wholeNumber } from '@/validation/wholeNumber'
import { everyCollection } from '../everyCollection'

/** Unique on its source, so a validation or referral is credited exactly once however often processed. */
export const PointsLedger: CollectionConfig = {
  slug: 'points-ledger',
  labels: { singular: 'Crédit de points', plural: 'Registre des points' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    defaultColumns: ['createdAt', 'member', 'points', 'reason', 'source_type', 'period'],
    group: 'Points',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    // Credits are written by the server when an action is validated or a referral activates;
    // an admin may add a manual adjustment. Nobody rewrites or removes history.
    create: adminOnly,
    update: nobody,
    delete: nobody,
  },
  // A member's credits newest first (their list, the dashboard's adjustments) read a page, not the ledger.
  indexes: [
    { fields: ['source_type', 'source_id'], unique: true },
    { fields: ['member', 'period'] },
    { fields: ['member', 'createdAt'] },
  ],
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeDelete: [...everyCollection.beforeDelete],
    beforeChange: [stampPeriod],
  },
  fields: [
    ownerField('member', 'members', 'Membre', { required: true, index: true }),
    // An adjustment is a few dozen points; ten thousand either way is a typo to refuse.
    {
      name: 'points',
      type: 'number',
      label: 'Points',
      required: true,
      admin: { step: 1 },
      validate: wholeNumber(-10_000, 10_000),
    },
    {
      name: 'reason',
      type: 'select',
      label: 'Motif',
      required: true,
      options: CREDIT_REASONS.map((value) => ({ label: value, value })),
    },
    {
      name: 'source_type',
      type: 'select',
      label: 'Source',
      required: true,
      defaultValue: 'admin-adjustment',
      options: CREDIT_SOURCES.map((value) => ({ label: value, value })),
    },
    {
      name: 'source_id',
      type: 'text',
      label: 'Identifiant de la source',
      admin: { description: 'Laisser vide pour un ajustement manuel.' },
    },
    {
      name: 'period',
      type: 'text',
      label: 'Semestre',
      index: true,
      admin: { readOnly: true, description: 'Calculé à l’enregistrement (ex. 2026-S2).' },
    },
    { name: 'notes', type: 'textarea' },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody } from '@/access/nobody'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@/domain/payments/payments'

import { ownerField } from '../hooks/ownerField'
import { startCheckoutEndpoint } from './endpoints/startCheckout'
import { stripeWebhookEndpoint } from './endpoints/stripeWebhook'
import { auditPayment } from './hooks/auditPayment'
import { neverDeletePayment, onlyThroughPaymentModule } from './hooks/onlyThroughPaymentModule'
import { eurosField } from '../eurosField'
import { everyCollection } from '../everyCollection'
import { dateTimeAdmin } from '../frenchDates'

/** Nobody writes through the API: the payment module writes with its mark, and every change is audited. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Paiement', plural: 'Paiements' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'project', 'member', 'amount_cents', 'method', 'status', 'paid_at'],
    group: 'Administration',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
  },
  access: {
    read: adminOrOwnRows('member'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  indexes: [{ fields: ['project', 'createdAt'] }],
  endpoints: [...everyCollection.endpoints, stripeWebhookEndpoint, startCheckoutEndpoint],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [onlyThroughPaymentModule],
    afterChange: [auditPayment],
    beforeDelete: [...everyCollection.beforeDelete, neverDeletePayment],
  },
  fields: [
    { name: 'project', type: 'relationship', relationTo: 'projects', label: 'Projet', required: true, index: true },
    ownerField('member', 'members', 'Porteur', { required: true, index: true }),
    eurosField('amount_cents', 'Montant', { min: 0 }),
    {
      name: 'method',
      type: 'select',
      label: 'Moyen',
      required: true,
      options: PAYMENT_METHODS.map((value) => ({ label: PAYMENT_METHOD_LABELS[value], value })),
    },
    {
      name: 'status',
      type: 'select',
      label: 'Statut',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: PAYMENT_STATUS_LABELS[value], value })),
    },
    {
      name: 'reference',
      type: 'text',
      label: 'Référence de paiement',
      unique: true,
      admin: { description: 'À porter sur le virement.' },
    },
    { name: 'provider_session_id', type: 'text', label: 'Session Stripe', unique: true },
    { name: 'provider_payment_id', type: 'text', label: 'Paiement Stripe' },
    {
      name: 'due_at',
      type: 'date',
      label: 'À payer avant',
      required: true,
      admin: { date: dateTimeAdmin },
    },
    {
      name: 'transfer_declared_at',
      type: 'date',
      label: 'Virement annoncé le',
      admin: {
        date: dateTimeAdmin,
        description: 'Le porteur dit avoir envoyé le virement (rien n’est payé avant sa réception).',
      },
    },
    { name: 'paid_at', type: 'date', label: 'Payé le', admin: { date: dateTimeAdmin } },
    { name: 'invoice', type: 'relationship', relationTo: 'invoices', label: 'Facture' },
    { name: 'refunded_at', type: 'date', label: 'Remboursé le', admin: { date: dateTimeAdmin } },
    { name: 'credit_note', type: 'relationship', relationTo: 'invoices', label: 'Avoir' },
    {
      name: 'refund_transfer_sent_on',
      type: 'date',
      label: 'Remboursé par virement le',
      admin: { date: dateTimeAdmin, description: 'Le virement de remboursement envoyé par l’équipe.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody } from '@/access/nobody'
import {
  BILLING_DOCUMENT_KIND_LABELS,
  BILLING_DOCUMENT_KINDS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/domain/payments/payments'

import { ownerField } from '../hooks/ownerField'
import { issuedOnce, neverDeleteBillingDocument } from './hooks/issuedOnce'
import { eurosField } from '../eurosField'
import { everyCollection } from '../everyCollection'
import { dateTimeAdmin } from '../frenchDates'

/**
 * Each holds a copy of everything its PDF prints, so a later change never alters it; nobody writes one through the API.
 */
export const BillingDocuments: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Facture', plural: 'Factures' },
  disableDuplicate: true,
  admin: {
    hidden: hiddenFromNonAdmins,
    useAsTitle: 'number',
    defaultColumns: ['number', 'issued_at', 'buyer_name', 'ht_cents', 'vat_cents', 'ttc_cents', 'method'],
    group: 'Administration',
    components: { beforeListTable: [...everyCollection.beforeListTable] },
    description: 'Export pour la comptabilité : /factures/export.csv',
  },
  access: {
    read: adminOrOwnRows('member'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  endpoints: [...everyCollection.endpoints],
  hooks: {
    beforeOperation: [...everyCollection.beforeOperation],
    beforeChange: [issuedOnce],
    beforeDelete: [...everyCollection.beforeDelete, neverDeleteBillingDocument],
  },
  fields: [
    { name: 'number', type: 'text', label: 'Numéro', required: true, unique: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      options: BILLING_DOCUMENT_KINDS.map((value) => ({ label: BILLING_DOCUMENT_KIND_LABELS[value], value })),
    },
    { name: 'issued_at', type: 'date', label: 'Émise le', required: true, index: true, admin: { date: dateTimeAdmin } },
    { name: 'payment', type: 'relationship', relationTo: 'payments', label: 'Paiement', required: true, index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects', label: 'Projet', required: true, index: true },
    ownerField('member', 'members', 'Client', { required: true, index: true }),
    { name: 'credited_invoice', type: 'relationship', relationTo: 'invoices', label: 'Facture annulée par cet avoir' },
    { name: 'description', type: 'text', label: 'Désignation', required: true },
    { name: 'buyer_name', type: 'text', label: 'Client', required: true },
    { name: 'buyer_address', type: 'textarea', label: 'Adresse du client', required: true },
    { name: 'buyer_siren', type: 'text', label: 'SIREN du client' },
    { name: 'buyer_vat_number', type: 'text', label: 'N° de TVA du client' },
    { name: 'seller', type: 'json', label: 'Vendeur (copie à l’émission)', required: true },
    eurosField('ht_cents', 'Montant HT'),
    { name: 'vat_rate', type: 'number', label: 'Taux de TVA (%)', required: true },
    eurosField('vat_cents', 'TVA'),
    eurosField('ttc_cents', 'Total TTC'),
    {
      name: 'method',
      type: 'select',
      label: 'Moyen de paiement',
      required: true,
      options: PAYMENT_METHODS.map((value) => ({ label: PAYMENT_METHOD_LABELS[value], value })),
    },
    { name: 'paid_at', type: 'date', label: 'Payée le', required: true, admin: { date: dateTimeAdmin } },
  ],
}

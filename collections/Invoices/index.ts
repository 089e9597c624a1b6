import type { CollectionConfig } from 'payload'

import { adminOrOwnRows } from '@/access/adminOrOwnRows'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { nobody } from '@/access/nobody'
import { INVOICE_KIND_LABELS, INVOICE_KINDS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/domain/payments'

import { neverChangesHands } from '../hooks/ownerField'
import { issuedOnce, neverDeleteInvoice } from './hooks/issuedOnce'
import { everyCollection } from '../everyCollection'
import { dateTimeAdmin } from '../frenchDates'

const cents = (name: string, label: string) => ({ name, type: 'number' as const, label, required: true })

/**
 * Each holds a copy of everything its PDF prints, so a later change never alters it; nobody writes one through the API.
 */
export const Invoices: CollectionConfig = {
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
    beforeDelete: [...everyCollection.beforeDelete, neverDeleteInvoice],
  },
  fields: [
    { name: 'number', type: 'text', label: 'Numéro', required: true, unique: true },
    {
      name: 'kind',
      type: 'select',
      label: 'Type',
      required: true,
      options: INVOICE_KINDS.map((value) => ({ label: INVOICE_KIND_LABELS[value], value })),
    },
    { name: 'issued_at', type: 'date', label: 'Émise le', required: true, index: true, admin: { date: dateTimeAdmin } },
    { name: 'payment', type: 'relationship', relationTo: 'payments', label: 'Paiement', required: true, index: true },
    { name: 'project', type: 'relationship', relationTo: 'projects', label: 'Projet', required: true, index: true },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      label: 'Client',
      required: true,
      index: true,
      ...neverChangesHands(),
    },
    { name: 'credited_invoice', type: 'relationship', relationTo: 'invoices', label: 'Facture annulée par cet avoir' },
    { name: 'description', type: 'text', label: 'Désignation', required: true },
    { name: 'buyer_name', type: 'text', label: 'Client', required: true },
    { name: 'buyer_address', type: 'textarea', label: 'Adresse du client', required: true },
    { name: 'seller', type: 'json', label: 'Vendeur (copie à l’émission)', required: true },
    cents('ht_cents', 'Montant HT (centimes)'),
    { name: 'vat_rate', type: 'number', label: 'Taux de TVA (%)', required: true },
    cents('vat_cents', 'TVA (centimes)'),
    cents('ttc_cents', 'Total TTC (centimes)'),
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

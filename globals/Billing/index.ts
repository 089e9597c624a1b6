import type { GlobalConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { hiddenFromNonAdmins } from '@/access/hiddenFromNonAdmins'
import { DEFAULT_SELLER } from '@/domain/payments/seller'

import { revalidateOnSave } from '../hooks/revalidateOnSave'
import { UNUSED_VERSION_ENDPOINTS } from '../../collections/endpoints/refuseUnusedEndpoints'

/**
 * Admins only, to read too: owners get the IBAN through the payment module.
 * Invoices copy what they need, so a change never alters an issued one.
 */
export const BillingSettings: GlobalConfig = {
  slug: 'billing',
  label: 'Facturation',
  admin: { group: 'Administration', hidden: hiddenFromNonAdmins },
  access: { read: adminOnly, update: adminOnly },
  // No versions: their history's addresses are a French 404.
  endpoints: [...UNUSED_VERSION_ENDPOINTS],
  // The landing and /tarifs state prices TTC with the VAT mention read from here.
  hooks: { afterChange: [revalidateOnSave] },
  fields: [
    {
      name: 'seller_name',
      type: 'text',
      label: 'Raison sociale du vendeur',
      required: true,
      defaultValue: DEFAULT_SELLER.name,
    },
    {
      name: 'legal_form',
      type: 'text',
      label: 'Forme juridique',
      required: true,
      defaultValue: DEFAULT_SELLER.legalForm,
      admin: { description: 'SAS, SARL, EURL, Entrepreneur individuel…' },
    },
    {
      name: 'share_capital',
      type: 'text',
      label: 'Capital social',
      defaultValue: DEFAULT_SELLER.shareCapital,
      admin: { description: 'Par exemple « 1 000 € ». Vide pour un entrepreneur individuel (pas de capital).' },
    },
    {
      name: 'registration',
      type: 'text',
      label: 'Immatriculation (RCS ou RM)',
      required: true,
      defaultValue: DEFAULT_SELLER.registration,
      admin: {
        description: 'Le registre, sa ville et le numéro : « RCS Paris 123 456 789 » ou « RM Lyon 123 456 789 ».',
      },
    },
    {
      name: 'seller_address',
      type: 'textarea',
      label: 'Adresse du vendeur',
      required: true,
      defaultValue: DEFAULT_SELLER.address,
    },
    { name: 'siren', type: 'text', label: 'SIREN', required: true, defaultValue: DEFAULT_SELLER.siren },
    {
      name: 'vat_number',
      type: 'text',
      label: 'Numéro de TVA intracommunautaire',
      admin: { description: 'Vide : les factures portent « TVA non applicable, art. 293 B du CGI » et aucune TVA.' },
    },
    {
      name: 'vat_rate',
      type: 'number',
      label: 'Taux de TVA (%)',
      required: true,
      min: 0,
      max: 100,
      defaultValue: 20,
      admin: { description: 'Appliqué seulement avec un numéro de TVA. Le prix de campagne est le total TTC.' },
    },
    { name: 'iban', type: 'text', label: 'IBAN', required: true, defaultValue: DEFAULT_SELLER.iban },
    { name: 'bic', type: 'text', label: 'BIC', required: true, defaultValue: DEFAULT_SELLER.bic },
    {
      name: 'late_penalty',
      type: 'textarea',
      label: 'Pénalités de retard',
      required: true,
      defaultValue: DEFAULT_SELLER.latePenalty,
    },
  ],
}

import type { Field } from 'payload'

import { compactIdentifier, sirenError, vatNumberError } from '@/domain/payments/businessIdentifiers'
import type { Member } from '@/payload-types'

const compacted = ({ value }: { value?: unknown }) => compactIdentifier(typeof value === 'string' ? value : '') || null

/**
 * Asked once before a first payment and printed on the member's next invoices (an issued invoice
 * keeps its own copy). The SIREN and VAT number are optional, for a professional buyer, and
 * checked wherever they come from (the payment block, REST, the admin).
 */
export const billingDetailsFields: Field[] = [
  { name: 'billing_name', type: 'text', label: 'Nom ou raison sociale à facturer', maxLength: 200 },
  { name: 'billing_address', type: 'textarea', label: 'Adresse de facturation', maxLength: 500 },
  {
    name: 'billing_siren',
    type: 'text',
    label: 'SIREN (facultatif)',
    maxLength: 20,
    hooks: { beforeValidate: [compacted] },
    validate: (value: string | null | undefined) => sirenError(value) ?? true,
  },
  {
    name: 'billing_vat_number',
    type: 'text',
    label: 'Numéro de TVA intracommunautaire (facultatif)',
    maxLength: 20,
    hooks: { beforeValidate: [compacted] },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<Member> }) =>
      vatNumberError(value, siblingData.billing_siren) ?? true,
  },
]

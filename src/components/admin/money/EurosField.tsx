'use client'

import { useField } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'

import { formatCents } from '@/domain/payments/payments'

/**
 * An amount stored in cents, shown in euros on a payment's or an invoice's page. Read-only: nobody
 * changes an amount through the admin (the payment module writes them, an invoice is never changed).
 */
export const EurosField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path: path ?? field.name })
  const label = typeof field.label === 'string' ? field.label : field.name
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">{label}</p>
      <p data-testid={`euros-${field.name}`}>{typeof value === 'number' ? formatCents(value) : '—'}</p>
    </div>
  )
}

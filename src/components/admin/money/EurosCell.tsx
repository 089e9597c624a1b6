'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatCents } from '@/domain/payments/payments'

/** An amount stored in cents, read in euros in the admin's lists ("100,00 €", never "10000"). */
export function EurosCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatCents(cellData) : '—'}</span>
}

'use client'

import type { DefaultCellComponentProps } from 'payload'

import { auditActionLabel } from '@/domain/moderation/auditSentences'

/** The journal's list says what happened in French ("Paiement reçu, facture émise"), never `payment.paid`. */
export function AuditActionCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' ? auditActionLabel(cellData) : '—'}</span>
}

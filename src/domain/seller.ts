import { VAT_EXEMPTION_MENTION } from './payments'

export type Seller = {
  name: string
  address: string
  siren: string
  /** Null when VAT does not apply (the art. 293 B mention is printed instead). */
  vatNumber: string | null
  /** Percent; 0 without a VAT number. */
  vatRate: number
  iban: string
  bic: string
  latePenalty: string
}

/** The demo's seller until an admin fills the "Facturation" global (an example IBAN). */
export const DEFAULT_SELLER = {
  name: 'Tryb (exemple)',
  address: '10 rue de l’Exemple, 75001 Paris',
  siren: '000 000 000',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  latePenalty:
    'En cas de retard de paiement, des pénalités au taux de trois fois le taux d’intérêt légal sont exigibles dès le lendemain de la date d’échéance.',
} as const

export function sellerOf(global: {
  seller_name?: string | null
  seller_address?: string | null
  siren?: string | null
  vat_number?: string | null
  vat_rate?: number | null
  iban?: string | null
  bic?: string | null
  late_penalty?: string | null
}): Seller {
  const vatNumber = global.vat_number?.trim() || null
  return {
    name: global.seller_name?.trim() || DEFAULT_SELLER.name,
    address: global.seller_address?.trim() || DEFAULT_SELLER.address,
    siren: global.siren?.trim() || DEFAULT_SELLER.siren,
    vatNumber,
    vatRate: vatNumber ? (global.vat_rate ?? 0) : 0,
    iban: global.iban?.trim() || DEFAULT_SELLER.iban,
    bic: global.bic?.trim() || DEFAULT_SELLER.bic,
    latePenalty: global.late_penalty?.trim() || DEFAULT_SELLER.latePenalty,
  }
}

export const vatMention = (seller: Pick<Seller, 'vatNumber'>) =>
  seller.vatNumber ? `N° TVA intracommunautaire : ${seller.vatNumber}` : VAT_EXEMPTION_MENTION

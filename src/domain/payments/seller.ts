import { formatRate, VAT_EXEMPTION_MENTION } from './payments'

export type Seller = {
  name: string
  /** "SAS", "EURL", "Entrepreneur individuel"… */
  legalForm: string
  /** "1 000 €" for a company; null for an individual entrepreneur (no share capital). */
  shareCapital: string | null
  /** The trade or trades register and its city: "RCS Paris 000 000 000" or "RM Lyon …". */
  registration: string
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
  legalForm: 'SAS',
  shareCapital: '1 000 €',
  registration: 'RCS Paris 000 000 000',
  address: '10 rue de l’Exemple, 75001 Paris',
  siren: '000 000 000',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  latePenalty:
    'En cas de retard de paiement, des pénalités au taux de trois fois le taux d’intérêt légal sont exigibles dès le lendemain de la date d’échéance.',
} as const

export function sellerOf(global: {
  seller_name?: string | null
  legal_form?: string | null
  share_capital?: string | null
  registration?: string | null
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
    legalForm: global.legal_form?.trim() || DEFAULT_SELLER.legalForm,
    shareCapital: global.share_capital?.trim() || null,
    registration: global.registration?.trim() || DEFAULT_SELLER.registration,
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

/** "SAS au capital de 1 000 €", or the legal form alone where there is no share capital. */
export const sellerIdentity = (seller: Pick<Seller, 'legalForm' | 'shareCapital'>) =>
  seller.shareCapital ? `${seller.legalForm} au capital de ${seller.shareCapital}` : seller.legalForm

/** The demo's placeholder seller (its SIREN, its "(exemple)" name): no real invoice may carry it. */
export const isPlaceholderSeller = (seller: Pick<Seller, 'name' | 'siren'> & Partial<Pick<Seller, 'registration'>>) =>
  seller.siren.replace(/\s/g, '') === DEFAULT_SELLER.siren.replace(/\s/g, '') ||
  seller.name.includes('(exemple)') ||
  seller.registration === DEFAULT_SELLER.registration

const LOOPBACK_HOST = /^(?:127(?:\.\d{1,3}){3}|\[::1\]|localhost)$/i

/**
 * The demo runs on this machine (`SITE_URL` unset or on a loopback address, as the README starts
 * it): its invoices may carry the placeholder seller. A deployment has a public address: it issues
 * no invoice until an admin has filled the seller's real details.
 */
export const mayInvoiceAs = (seller: Pick<Seller, 'name' | 'siren' | 'registration'>, siteUrl: string): boolean =>
  !isPlaceholderSeller(seller) || LOOPBACK_HOST.test(new URL(siteUrl).hostname)

/**
 * How the landing and /tarifs state a price, as the invoice does: the amount charged is the
 * invoice's "Total TTC", with the art. 293 B mention where VAT does not apply (franchise en base).
 */
export type PriceTaxNote = { suffix: 'TTC'; note: string }

export const priceTaxNote = (seller: Pick<Seller, 'vatNumber' | 'vatRate'>): PriceTaxNote => ({
  suffix: 'TTC',
  note:
    seller.vatNumber && seller.vatRate > 0
      ? `Prix TTC, TVA ${formatRate(seller.vatRate)} incluse.`
      : `Prix TTC. ${VAT_EXEMPTION_MENTION}.`,
})

import Link from 'next/link'
import type { Payload } from 'payload'

import { isPlaceholderSeller } from '@/domain/payments/seller'
import { readSeller } from '@/payments/seller'

/**
 * First in "À traiter" while the seller is still the demo's: its invoices would carry SIREN
 * 000 000 000. On this machine the demo may still invoice; a deployment issues none until then.
 */
export async function SellerPlaceholderNotice({ payload }: { payload: Payload }) {
  const seller = await readSeller(payload)
  if (!isPlaceholderSeller(seller)) return null
  return (
    <p role="alert" className="tryb-cockpit__late" data-testid="seller-placeholder">
      Les coordonnées du vendeur sont celles de la démonstration (SIREN {seller.siren}, « {seller.name} ») :{' '}
      <Link href="/admin/globals/billing">renseigne la raison sociale, le SIREN, l’immatriculation et l’IBAN</Link>{' '}
      avant d’encaisser. Sur un site en ligne, aucune facture n’est émise d’ici là.
    </p>
  )
}

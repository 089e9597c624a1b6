'use client'

import { useState } from 'react'

import { primaryButton } from '@/components/buttonStyles'
import { Dialog } from '@/components/Dialog'
import { formatEuros } from '@/domain/french'
import { Icon } from '@/components/Icon'

/**
 * The owner's payment step once the project is approved. Payment is not open yet: the button only
 * says so, and that the owner will hear by e-mail; nothing is charged. `campaignPrice` is the
 * rules' price of a visibility campaign, in euros.
 */
export function PaymentSection({ campaignPrice }: { campaignPrice: number }) {
  const [open, setOpen] = useState(false)
  const price = formatEuros(campaignPrice)
  return (
    <div className="flex flex-col items-start gap-3">
      <h3 className="text-lg font-semibold">Paiement</h3>
      <p className="text-neutral-700">
        Ton projet est validé : le paiement de {price} sous 24h permet de planifier ta semaine d’exposition.
      </p>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={primaryButton()}>
        <Icon name="credit-card" className="size-5" />
        Payer {price}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Paiement bientôt disponible"
        closeLabel="Fermer"
        footer={
          <button type="button" onClick={() => setOpen(false)} className={primaryButton()}>
            J'ai compris
          </button>
        }
      >
        <div className="space-y-3 px-5 py-6 text-neutral-700 sm:px-6">
          <p>Le paiement en ligne n’est pas encore disponible : aucune somme n’est prélevée.</p>
          <p>
            Tu seras prévenu·e par e-mail dès qu’il sera ouvert, pour régler ta campagne et planifier ton exposition.
          </p>
        </div>
      </Dialog>
    </div>
  )
}

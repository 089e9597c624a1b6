'use client'

import { useId, useState, useTransition } from 'react'

import { saveBillingDetailsAction } from '@/actions/payments'
import { FormNotice } from '@/components/auth/FormNotice'
import { primaryButton } from '@/components/buttonStyles'
import { failedAction } from '@/components/form/actionFailure'
import { useHydrated } from '@/components/useHydrated'
import { compactIdentifier as compact } from '@/domain/payments/businessIdentifiers'
import type { BillingDetails } from '@/payments/ownerPayment'

const field = 'mt-2 w-full rounded-xl border border-stone-300 bg-white px-4 py-3'

/**
 * Who the invoices are addressed to, kept on the member: asked before a first payment (the project
 * page) and corrected any time after (there, or on /profile) for the next invoices.
 */
export function BillingDetailsForm({
  initial,
  onSaved,
}: {
  initial: BillingDetails | null
  /** Called once saved; without it, the form stays and says it was saved. */
  onSaved?: (billingDetails: BillingDetails) => void
}) {
  const id = useId()
  const [name, setName] = useState(initial?.name ?? '')
  const [address, setAddress] = useState(initial?.address ?? '')
  const [siren, setSiren] = useState(initial?.siren ?? '')
  const [vatNumber, setVatNumber] = useState(initial?.vatNumber ?? '')
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null)
  const [pending, startTransition] = useTransition()
  // Its fields are React's state: a text typed before hydration would show but not be sent.
  const hydrated = useHydrated()
  return (
    <form
      className="flex w-full flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        startTransition(async () => {
          setAnswer(null)
          const result = await saveBillingDetailsAction(name, address, siren, vatNumber).catch(failedAction)
          setAnswer(result)
          if (result.ok)
            onSaved?.({
              name: name.trim(),
              address: address.trim(),
              siren: compact(siren),
              vatNumber: compact(vatNumber),
            })
        })
      }}
    >
      <fieldset disabled={!hydrated} aria-busy={!hydrated || undefined} className="contents">
        <p className="text-neutral-700">
          {initial
            ? 'Ces coordonnées serviront pour tes prochaines factures ; une facture déjà émise ne change pas.'
            : 'Avant de payer, indique à qui adresser la facture (une seule fois).'}
        </p>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium">
          Nom ou raison sociale
          <input
            id={`${id}-name`}
            className={field}
            value={name}
            maxLength={200}
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-address`} className="block text-sm font-medium">
          Adresse de facturation
          <textarea
            id={`${id}-address`}
            className={field}
            rows={3}
            value={address}
            maxLength={500}
            autoComplete="street-address"
            onChange={(event) => setAddress(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-siren`} className="block text-sm font-medium">
          SIREN (facultatif, pour une entreprise)
          <input
            id={`${id}-siren`}
            className={field}
            value={siren}
            maxLength={40}
            inputMode="numeric"
            onChange={(event) => setSiren(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-vat`} className="block text-sm font-medium">
          Numéro de TVA intracommunautaire (facultatif)
          <input
            id={`${id}-vat`}
            className={field}
            value={vatNumber}
            maxLength={40}
            autoCapitalize="characters"
            onChange={(event) => setVatNumber(event.target.value)}
          />
        </label>
      </fieldset>
      <FormNotice notice={answer} />
      <button type="submit" className={primaryButton()} disabled={pending} aria-busy={pending}>
        Enregistrer mes coordonnées
      </button>
    </form>
  )
}

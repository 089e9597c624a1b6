'use client'

import Link from 'next/link'
import { useFormContext, useWatch } from 'react-hook-form'

import { primaryButton } from '@/components/buttonStyles'
import { CharterDialogButton, type CharterSection } from '@/components/CharterDialog'
import { FieldError, fieldIds } from '@/components/form/fields'
import { formatEuros } from '@/domain/french'
import {
  PROJECT_SUBMIT_MESSAGES as M,
  type ProjectSubmitValues,
  type RequestType,
} from '@/validation/projectSubmitForm'

import { useSubmitFields, type CheckboxName } from './useSubmitFields'

/** The button says why it is disabled until the charter is accepted. */
export function SubmitCommitments({
  prefix,
  type,
  campaignPrice,
  charter,
  sending,
  busy,
  editing,
}: {
  prefix: string
  type: RequestType
  campaignPrice: number
  charter: CharterSection[]
  sending: boolean
  busy: boolean
  editing: boolean
}) {
  const { setValue, clearErrors } = useFormContext<ProjectSubmitValues>()
  const { fieldId, errorOf, checkbox } = useSubmitFields(prefix)
  const ethicsAccepted = useWatch<ProjectSubmitValues, 'ethics_accepted'>({ name: 'ethics_accepted' })
  const checkboxError = (name: CheckboxName) => (
    <FieldError id={fieldIds(fieldId(name)).error} message={errorOf(name)} />
  )
  const whyDisabledId = `${prefix}-why-disabled`

  return (
    <>
      {type === 'visibility' && (
        <div>
          <label className="flex items-start gap-3">
            <input
              {...checkbox('payment_commitment')}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span className="text-sm">
              Je m&apos;engage à payer {formatEuros(campaignPrice)} sous 24h après validation
            </span>
          </label>
          {checkboxError('payment_commitment')}
        </div>
      )}

      <div>
        <label className="flex items-start gap-3">
          <input {...checkbox('ethics_accepted')} type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-600" />
          <span className="text-sm">
            J’accepte la{' '}
            <Link href="/charte" className="font-medium text-brand-700 underline underline-offset-2">
              charte éthique de la Tryb
            </Link>
            .
          </span>
        </label>
        <CharterDialogButton
          label="Lire la charte"
          sections={charter}
          onAccept={() => {
            setValue('ethics_accepted', true)
            clearErrors('ethics_accepted')
          }}
          className="ml-7 mt-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        />
        {checkboxError('ethics_accepted')}
      </div>

      <div>
        <button
          type="submit"
          className={`${primaryButton()} w-full sm:w-auto`}
          disabled={ethicsAccepted !== true || sending || busy}
          aria-busy={sending}
          aria-describedby={ethicsAccepted !== true ? whyDisabledId : undefined}
        >
          {sending ? 'Envoi en cours...' : editing ? 'Renvoyer mon projet' : 'Envoyer ma demande'}
        </button>
        {ethicsAccepted !== true && (
          <p id={whyDisabledId} className="mt-2 text-sm text-stone-600">
            {M.acceptCharterToSend}
          </p>
        )}
      </div>
    </>
  )
}

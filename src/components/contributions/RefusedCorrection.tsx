'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { resubmitDeclarationAction } from '@/actions/declarations'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton } from '@/components/buttonStyles'
import { DeclarationCorrectionForm } from '@/components/community/DeclarationCorrectionForm'
import type { DeclarationChangeResult } from '@/community/declarationChanges'
import type { ContributionRow } from '@/contributions/findContributions'
import { ACTION_TYPE_LABELS } from '@/domain/actions'

/**
 * "Corriger" on a refused row of /contributions: the corrected action goes back for review as a
 * new declaration, the refused row and its reason stay in the list; the list then reloads.
 */
export function RefusedCorrection({
  row,
}: {
  row: ContributionRow & { correction: NonNullable<ContributionRow['correction']> }
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [answer, setAnswer] = useState<DeclarationChangeResult | null>(null)
  const answerRef = useRef<HTMLParagraphElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const label = ACTION_TYPE_LABELS[row.actionType]

  useEffect(() => {
    if (answer) answerRef.current?.focus()
  }, [answer])

  return (
    <div className="mt-2 flex flex-col gap-2">
      <FormNotice notice={answer} ref={answerRef} />
      {open ? (
        <DeclarationCorrectionForm
          declaration={{ actionType: row.actionType, url: row.correction.url, network: row.correction.network }}
          send={(values) => resubmitDeclarationAction(row.id, values)}
          submitLabel="Renvoyer pour vérification"
          onCancel={() => {
            setOpen(false)
            setTimeout(() => openerRef.current?.focus())
          }}
          onSaved={(result) => {
            setOpen(false)
            setAnswer(result)
            router.refresh()
          }}
        />
      ) : (
        !answer?.ok && (
          <button
            ref={openerRef}
            type="button"
            className={`${outlineButton('small')} self-start`}
            onClick={() => setOpen(true)}
            aria-label={`Corriger ma déclaration refusée « ${label} »`}
          >
            Corriger
          </button>
        )
      )}
    </div>
  )
}

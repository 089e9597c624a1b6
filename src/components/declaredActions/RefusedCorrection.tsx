'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { resubmitDeclaredActionAction } from '@/actions/declaredActions'
import { FormNotice } from '@/components/auth/FormNotice'
import { outlineButton } from '@/components/buttonStyles'
import { DeclaredActionCorrectionForm } from '@/components/community/DeclaredActionCorrectionForm'
import type { DeclaredActionChangeResult } from '@/community/declaredActionChanges'
import type { MemberDeclaredActionRow } from '@/community/findMemberDeclaredActions'
import { ACTION_TYPE_LABELS } from '@/domain/declaredActions/declaredActions'

type Correction = NonNullable<MemberDeclaredActionRow['correction']>

/** The refused row and its reason stay; a row declared again has no correction left. */
export function RefusedCorrection({ row }: { row: MemberDeclaredActionRow }) {
  const [answer, setAnswer] = useState<DeclaredActionChangeResult | null>(null)
  const answerRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (answer) answerRef.current?.focus()
  }, [answer])

  if (!row.correction && !answer) return null
  return (
    <div className="mt-2 flex flex-col gap-2">
      <FormNotice notice={answer} ref={answerRef} />
      {row.correction && !answer?.ok && <CorrectionOpener row={row} correction={row.correction} onSaved={setAnswer} />}
    </div>
  )
}

function CorrectionOpener({
  row,
  correction,
  onSaved,
}: {
  row: MemberDeclaredActionRow
  correction: Correction
  onSaved: (result: DeclaredActionChangeResult) => void
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  const label = ACTION_TYPE_LABELS[row.actionType]

  if (open) {
    return (
      <DeclaredActionCorrectionForm
        declaredAction={{ actionType: row.actionType, url: correction.url, network: correction.network }}
        send={(values) => resubmitDeclaredActionAction(row.id, values)}
        submitLabel="Renvoyer pour vérification"
        onCancel={() => {
          setOpen(false)
          setTimeout(() => openerRef.current?.focus())
        }}
        onSaved={(result) => {
          onSaved(result)
          router.refresh()
        }}
      />
    )
  }
  return (
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
}

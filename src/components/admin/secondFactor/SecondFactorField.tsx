import type { UIFieldServerProps } from 'payload'

import { isAdmin, isStaff } from '@/access/utilities'
import { readSecondFactor } from '@/auth/secondFactor/staffSecondFactor'
import { frenchDateTime } from '@/domain/french'

import { ColleagueSecondFactor } from './ColleagueSecondFactor'
import { OwnSecondFactor } from './OwnSecondFactor'

export async function SecondFactorField({ id, payload, req }: UIFieldServerProps) {
  const viewer = req.user
  const accountId = Number(id)
  if (!isStaff(viewer) || !Number.isSafeInteger(accountId)) return null
  const own = viewer!.id === accountId
  if (!own && !isAdmin(viewer)) return null
  const state = await readSecondFactor(payload, accountId)
  const status = state.enabledAt
    ? `Activée le ${frenchDateTime(state.enabledAt)} — ${state.recoveryCodesLeft} code(s) de secours restant(s).`
    : 'Non activée.'
  return (
    <section className="tryb-second-factor field-type" aria-labelledby="second-factor-title">
      <h3 id="second-factor-title">Double authentification</h3>
      <p data-testid="second-factor-status">{status}</p>
      {own ? (
        <OwnSecondFactor enrolled={Boolean(state.enabledAt)} />
      ) : (
        <ColleagueSecondFactor colleagueId={accountId} enrolled={Boolean(state.enabledAt)} />
      )}
    </section>
  )
}

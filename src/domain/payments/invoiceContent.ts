// What an invoice says: the service sold and the buyer it is made out to.
import { parisDay } from './payments'
import { exposureWeekPeriod } from '../weeks'

/**
 * The service and its dates, as an accountant reads them: the exposure week once scheduled, else
 * the rule that sets it (a week planned by the team once paid, counted from the validation day).
 */
export function campaignDescription(
  project: { title: string; exposure_week_start?: string | null },
  validatedAt: Date | string,
): string {
  const period = project.exposure_week_start ? exposureWeekPeriod(project.exposure_week_start) : null
  const service = period
    ? `Campagne de visibilité — semaine ${period}`
    : `Campagne de visibilité — une semaine d’exposition, planifiée par l’équipe après paiement (projet validé le ${parisDay(validatedAt)})`
  return `${service} — projet « ${project.title} »`
}

type BuyerFields = {
  first_name: string
  last_name: string
  billing_name?: string | null
  billing_address?: string | null
  billing_siren?: string | null
  billing_vat_number?: string | null
}

/** Who an invoice is made out to: the member's billing details, else their name. */
export function buyerOf(member: BuyerFields) {
  return {
    name: member.billing_name?.trim() || `${member.first_name} ${member.last_name}`.trim(),
    address: member.billing_address?.trim() || 'Adresse non communiquée',
    siren: member.billing_siren || null,
    vatNumber: member.billing_vat_number || null,
  }
}

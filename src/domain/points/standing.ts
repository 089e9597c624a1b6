import { ACTION_TYPE_LABELS, ACTION_TYPES, type ActionType } from '../declaredActions/declaredActions'
import { countOf } from '../french'
import { daysLeftInSemester, requiredPoints, semesterOf } from '../semesters'

export type Standing = {
  points: number
  required: number
  threshold: number
  /** Activated during the semester: `required` is the threshold's pro rata share, below it. */
  proRata: boolean
  exempt: boolean
  reached: boolean
  missing: number
  daysLeft: number
}

/** Judged as the semester close will judge it. */
export function semesterStanding({
  points,
  threshold,
  activatedAt,
  exempt = false,
  now,
}: {
  points: number
  threshold: number
  activatedAt: Date | string | null | undefined
  exempt?: boolean | null
  now: Date
}): Standing {
  const required = requiredPoints(threshold, semesterOf(now), activatedAt ? new Date(activatedAt) : null)
  return {
    points,
    required,
    threshold,
    proRata: required < threshold,
    exempt: Boolean(exempt),
    reached: Boolean(exempt) || points >= required,
    missing: Math.max(0, required - points),
    daysLeft: daysLeftInSemester(now),
  }
}

/** Why a pro rata member's requirement is lower: said wherever the requirement is. */
export const proRataNote = ({ required, threshold }: Pick<Standing, 'required' | 'threshold'>) =>
  `Seuil au prorata : activé·e en cours de semestre, il te faut ${required} points au lieu de ${threshold}.`

/** A pro rata member is never told they are under a threshold without being told it is their pro rata one. */
export function standingGap(standing: Standing): string {
  if (standing.exempt) return 'Tu es dispensé·e du seuil de points ce semestre.'
  if (standing.reached) return 'Seuil atteint : ta place de membre actif est assurée pour ce semestre.'
  return `Il t’en manque ${standing.missing} pour atteindre ${standing.proRata ? 'ton seuil au prorata' : 'le seuil'}.`
}

/**
 * In the member's first week a gap reads as a reproach ("Il t'en manque 15" on day one): the
 * semester's goal and the time left to reach it say the same without it.
 */
export function firstWeekGap(standing: Standing): string {
  if (standing.exempt || standing.reached) return standingGap(standing)
  const goal = `${countOf(standing.required, 'point', 'points')}${standing.proRata ? ' (ton seuil au prorata)' : ''}`
  return `Objectif du semestre : ${goal}, et ${countOf(standing.daysLeft, 'jour', 'jours')} pour l’atteindre.`
}

export function standingSentence(standing: Standing): string {
  if (standing.exempt) return standingGap(standing)
  const points = `Tu as ${countOf(standing.points, 'point', 'points')} sur les ${standing.required} nécessaires.`
  return [points, standingGap(standing), ...(standing.proRata ? [proRataNote(standing)] : [])].join(' ')
}

export function standingVerdict(standing: Standing): string {
  if (standing.exempt) return 'Dispensé·e du seuil de points'
  if (standing.reached) return 'Actif dans la Tryb'
  return standing.proRata
    ? 'En dessous de ton seuil au prorata, participe davantage cette semaine.'
    : 'En dessous du seuil, participe davantage cette semaine.'
}

export type ActionGain = { type: ActionType; label: string; points: number }

export const actionGains = (points: Record<ActionType, number>): ActionGain[] =>
  ACTION_TYPES.map((type) => ({ type, label: ACTION_TYPE_LABELS[type], points: points[type] }))

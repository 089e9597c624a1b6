import { countOf, frenchDate } from '../french'

/** A member is left out of "Membres à risque" for their first days: two weeks to find their feet. */
export const AT_RISK_GRACE_DAYS = 14

export const REMINDER_INTERVAL_DAYS = 7

export const REMINDER_MESSAGES = {
  sent: 'Relance envoyée ✅',
  tooSoon: 'Ce membre a déjà été relancé il y a moins d’une semaine.',
  notActive: 'Seul un membre actif peut être relancé.',
  failed: 'Impossible d’envoyer la relance.',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

export const graceStart = (now: Date): Date => new Date(now.getTime() - AT_RISK_GRACE_DAYS * DAY_MS)

export const mayRemindAgain = (lastAt: Date | string | null | undefined, now: Date): boolean =>
  !lastAt || now.getTime() - new Date(lastAt).getTime() >= REMINDER_INTERVAL_DAYS * DAY_MS

export const weeklyPace = (missing: number, daysLeft: number): number =>
  Math.ceil(missing / Math.max(1, Math.ceil(daysLeft / 7)))

export function atRiskReason(member: {
  points: number
  required: number
  missing: number
  daysLeft: number
  reactivationAskedAt: string | null
}): string {
  if (member.reactivationAskedAt) return `A demandé sa réactivation le ${frenchDate(member.reactivationAskedAt)}.`
  const days = countOf(member.daysLeft, 'jour', 'jours')
  const pace = weeklyPace(member.missing, member.daysLeft)
  return `Il manque ${countOf(member.missing, 'point', 'points')} sur ${member.required}, ${days} avant la clôture : environ ${countOf(pace, 'point', 'points')} par semaine.`
}

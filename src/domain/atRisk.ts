import { countOf, frenchDate } from './french'

/** A member is left out of "Membres à risque" for their first days: two weeks to find their feet. */
export const AT_RISK_GRACE_DAYS = 14

/** "Relancer" reaches a member at most once in this many days. */
export const REMINDER_INTERVAL_DAYS = 7

export const REMINDER_MESSAGES = {
  sent: 'Relance envoyée ✅',
  tooSoon: 'Ce membre a déjà été relancé il y a moins d’une semaine.',
  notActive: 'Seul un membre actif peut être relancé.',
  failed: 'Impossible d’envoyer la relance.',
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of the grace period: members activated after it are left out. */
export const graceStart = (now: Date): Date => new Date(now.getTime() - AT_RISK_GRACE_DAYS * DAY_MS)

/** Whether a member last reminded at `lastAt` may be reminded again at `now`. */
export const mayRemindAgain = (lastAt: Date | string | null | undefined, now: Date): boolean =>
  !lastAt || now.getTime() - new Date(lastAt).getTime() >= REMINDER_INTERVAL_DAYS * DAY_MS

/** Points a member must earn each week from now to reach the requirement, rounded up. */
export const weeklyPace = (missing: number, daysLeft: number): number =>
  Math.ceil(missing / Math.max(1, Math.ceil(daysLeft / 7)))

/**
 * Why the member is listed, in one line: a request to come back, or the points missing against
 * the days left and the pace that asks ("Il manque 12 points sur 18, 30 jours avant la clôture :
 * environ 3 points par semaine.").
 */
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

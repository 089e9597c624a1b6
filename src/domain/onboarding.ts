import { countOf } from './french'
import { SEMESTER_WEEKS } from './semesters'

/** A member's first week of membership: the days after their (latest) activation. */
export const FIRST_WEEK_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** Whether `now` falls in the member's first week; never for a member with no activation date. */
export function isFirstWeek(activatedAt: Date | string | null | undefined, now: Date): boolean {
  if (!activatedAt) return false
  const elapsed = now.getTime() - new Date(activatedAt).getTime()
  return elapsed >= 0 && elapsed < FIRST_WEEK_DAYS * DAY_MS
}

/**
 * What the first week asks, said instead of a warning: the semester's threshold spread over its
 * weeks (78 over 26: 3 points), and how many of the most rewarding everyday action (a comment)
 * make it.
 */
export function firstWeekGoal({ threshold, commentPoints }: { threshold: number; commentPoints: number }) {
  const weekly = Math.max(1, Math.ceil(threshold / SEMESTER_WEEKS))
  const comments = Math.max(1, Math.ceil(weekly / Math.max(1, commentPoints)))
  return {
    weekly,
    sentence: `Ta première semaine : vise ${countOf(weekly, 'point', 'points')}, par exemple ${countOf(comments, 'commentaire validé', 'commentaires validés')} sur un projet à amplifier. Chaque semaine à ce rythme garde ta place de membre actif.`,
  }
}

/** The active member's start: each item ticked from their data, never from a click. */
export type ChecklistItem = {
  key: 'photo' | 'bio' | 'sector' | 'password' | 'support'
  label: string
  done: boolean
  href: string
}

export function onboardingChecklist(member: {
  hasAvatar: boolean
  bio: string | null | undefined
  sectors: readonly string[] | null | undefined
  hasPassword: boolean
  hasDeclaredAction: boolean
  /** The first project to amplify this week the member does not own, or null when there is none. */
  projectToAmplify: { title: string; path: string } | null
}): ChecklistItem[] {
  const project = member.projectToAmplify
  return [
    { key: 'photo', label: 'Ajoute une photo', done: member.hasAvatar, href: '/profile' },
    { key: 'bio', label: 'Écris ta bio', done: Boolean(member.bio?.trim()), href: '/profile' },
    { key: 'sector', label: 'Choisis au moins un secteur', done: (member.sectors?.length ?? 0) > 0, href: '/profile' },
    { key: 'password', label: 'Définis un mot de passe', done: member.hasPassword, href: '/profile' },
    {
      key: 'support',
      label: project
        ? `Soutiens ton premier projet à amplifier : ${project.title}`
        : 'Soutiens ton premier projet à amplifier (les prochains arrivent lundi)',
      done: member.hasDeclaredAction,
      href: project?.path ?? '/communaute/visibilite',
    },
  ]
}

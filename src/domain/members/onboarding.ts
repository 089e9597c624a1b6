import { countOf } from '../french'
import { SEMESTER_WEEKS } from '../semesters'

export const FIRST_WEEK_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

export function isFirstWeek(activatedAt: Date | string | null | undefined, now: Date): boolean {
  if (!activatedAt) return false
  const elapsed = now.getTime() - new Date(activatedAt).getTime()
  return elapsed >= 0 && elapsed < FIRST_WEEK_DAYS * DAY_MS
}

/** Said instead of a warning: the threshold spread over the semester's weeks, and how many comments make it. */
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

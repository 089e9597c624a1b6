import { countOf } from '../french'
import { ACTION_TYPE_LABELS, type ActionType } from './declaredActions'

/**
 * The bell's notice when a validation credits points (`change` ≥ 0: an action type the admins set
 * to 0 points is still validated) or its undo takes them back (`change` < 0). No e-mail: a member
 * validated twenty times a week would get twenty; the weekly digest sums them up.
 */
export function validationNotice(actionType: ActionType, projectTitle: string | null | undefined, change: number) {
  const what = `${ACTION_TYPE_LABELS[actionType]} sur « ${projectTitle ?? 'un projet'} »`
  return change >= 0
    ? {
        kind: 'action_validated' as const,
        title: `Action validée : ${what}`,
        body: change > 0 ? `+${countOf(change, 'point', 'points')}` : 'Ce type d’action ne rapporte pas de points.',
        link: '/contributions',
      }
    : {
        kind: 'action_validated' as const,
        title: `Validation annulée : ${what}`,
        body: `${countOf(change, 'point', 'points')} — l’action est de nouveau en cours de vérification.`,
        link: '/contributions',
      }
}

import { ACTION_TYPES, type ActionType, type DeclaredActionStatus } from './declaredActions'
import { memberMayResubmitDeclaredAction } from './declaredActionChanges'
import { urlMatchKey } from './webUrl'

/** One of the member's declarations on a project, as the post it supports is matched to it. */
export type DeclaredSupport = {
  id: number
  actionType: ActionType
  url: string
  status: DeclaredActionStatus
  declaredAgain: boolean
  points: number | null
}

/** Where a member's declaration of one action on a post stands, as the post shows it. */
export type PostSupportState = {
  id: number
  actionType: ActionType
  /** "Déclaré — en attente", "Validé +3", "Rejeté". */
  text: string
  tone: 'pending' | 'validated' | 'rejected'
  /** Rejected and not declared again: the member may correct it and send it back. */
  correctable: boolean
}

function stateText(declared: DeclaredSupport): Pick<PostSupportState, 'text' | 'tone'> {
  if (declared.status === 'pending') return { text: 'Déclaré — en attente', tone: 'pending' }
  if (declared.status === 'rejected') return { text: 'Rejeté', tone: 'rejected' }
  return { text: declared.points ? `Validé +${declared.points}` : 'Validé', tone: 'validated' }
}

/**
 * The member's declarations of a post (their link is the post's, compared as the Monday report
 * compares links), the newest of each action type, in the types' order. `declared` is in the
 * order the member made them.
 */
export function postSupportStates(postUrl: string, declared: readonly DeclaredSupport[]): PostSupportState[] {
  const key = urlMatchKey(postUrl)
  if (!key) return []
  const newest = new Map<ActionType, DeclaredSupport>()
  for (const declaration of declared) {
    if (urlMatchKey(declaration.url) === key) newest.set(declaration.actionType, declaration)
  }
  return ACTION_TYPES.flatMap((actionType) => {
    const declaration = newest.get(actionType)
    if (!declaration) return []
    return [
      {
        id: declaration.id,
        actionType,
        ...stateText(declaration),
        correctable: memberMayResubmitDeclaredAction(declaration.status, declaration.declaredAgain),
      },
    ]
  })
}

/** Whether a post still has an action the member has not declared on it (a refusal is corrected instead). */
export const postHasActionsLeft = (states: readonly PostSupportState[]) => states.length < ACTION_TYPES.length

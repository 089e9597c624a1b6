import { ACTION_TYPES, type ActionType, type DeclaredActionStatus } from '../declaredActions/declaredActions'
import { memberMayResubmitDeclaredAction } from '../declaredActions/declaredActionChanges'
import { urlMatchKey } from '../webUrl'

export type DeclaredSupport = {
  id: number
  actionType: ActionType
  url: string
  status: DeclaredActionStatus
  declaredAgain: boolean
  points: number | null
}

export type PostSupportState = {
  id: number
  actionType: ActionType
  /** "Déclaré — en attente", "Validé +3", "Rejeté". */
  text: string
  tone: 'pending' | 'validated' | 'rejected'
  correctable: boolean
}

function stateText(declared: DeclaredSupport): Pick<PostSupportState, 'text' | 'tone'> {
  if (declared.status === 'pending') return { text: 'Déclaré — en attente', tone: 'pending' }
  if (declared.status === 'rejected') return { text: 'Rejeté', tone: 'rejected' }
  return { text: declared.points ? `Validé +${declared.points}` : 'Validé', tone: 'validated' }
}

/** The newest of each type, in the types' order; links compared as the Monday report compares them. */
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

export const postHasActionsLeft = (states: readonly PostSupportState[]) => states.length < ACTION_TYPES.length

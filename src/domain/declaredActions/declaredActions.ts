import { frenchList } from '../french'

export const ACTION_TYPES = ['like', 'comment', 'share', 'post'] as const
export type ActionType = (typeof ACTION_TYPES)[number]

export const DECLARED_ACTION_STATUSES = ['pending', 'validated_auto', 'validated_manual', 'rejected'] as const
export type DeclaredActionStatus = (typeof DECLARED_ACTION_STATUSES)[number]

/** Also a partial unique index; a rejected one is the record of a refusal, and the action may be declared again. */
export const OPEN_DECLARED_ACTION_STATUSES = [
  'pending',
  'validated_auto',
  'validated_manual',
] as const satisfies readonly DeclaredActionStatus[]

export const DECLARED_ACTION_STATUS_LABELS = {
  pending: 'En attente',
  validated_auto: 'Validé (reporting)',
  validated_manual: 'Validé (manuel)',
  rejected: 'Rejeté',
} as const satisfies Record<DeclaredActionStatus, string>

export const ACTION_TYPE_LABELS = {
  like: 'Like',
  comment: 'Commentaire',
  share: 'Partage',
  post: 'Post',
} as const satisfies Record<ActionType, string>

/**
 * How sentences name each type: "le like de Thomas" (audit log), "un like (1 point)" (e-mails),
 * "Like, commente, partage ou publie" (pages that invite members to act).
 */
export const ACTION_TYPE_WORDS = {
  like: { definite: 'le like', indefinite: 'un like', imperative: 'like' },
  comment: { definite: 'le commentaire', indefinite: 'un commentaire', imperative: 'commente' },
  share: { definite: 'le partage', indefinite: 'un partage', imperative: 'partage' },
  post: { definite: 'le post', indefinite: 'un post sur un projet', imperative: 'publie' },
} as const satisfies Record<ActionType, { definite: string; indefinite: string; imperative: string }>

/** "like, commentaire, partage ou post": every type, as a sentence lists them. */
export const actionTypesInWords = (words: (type: ActionType) => string, ...more: string[]) =>
  frenchList([...ACTION_TYPES.map(words), ...more])

export const POINTS_RULES = [
  ...ACTION_TYPES.map((value) => ({ value, label: ACTION_TYPE_LABELS[value] })),
  { value: 'referral', label: 'Parrainage actif' },
] as const satisfies ReadonlyArray<{ value: ActionType | 'referral'; label: string }>

/** What the rules give points for: each action type and an active referral. */
export type PointsRule = (typeof POINTS_RULES)[number]['value']

/** How a member's lists group an action (a referral's category is in `recentActions`). */
export type ActionCategory = 'valid' | 'pending' | 'invalid'

export const ACTION_CATEGORY_LABELS: Record<ActionCategory, string> = {
  valid: 'Validé',
  pending: 'En cours de vérification',
  invalid: 'Non valide',
}

export function declaredActionCategory(status: DeclaredActionStatus): ActionCategory {
  if (status === 'validated_auto' || status === 'validated_manual') return 'valid'
  return status === 'rejected' ? 'invalid' : 'pending'
}

import { POINTS_RULES, type PointsRule } from '../declaredActions/declaredActions'

/** The landing's default wording of each rule's row. */
export const POINTS_ROW_WORDING = {
  like: 'Liker un post',
  comment: 'Commenter un post',
  share: 'Partager un post',
  post: 'Publier un post sur un projet',
  referral: 'Parrainer un membre devenu actif',
} as const satisfies Record<PointsRule, string>

type PointsRow = { action: string; rule: PointsRule; id?: string | null }

/**
 * The saved rows, then a row in the default wording for each rule they leave out: the table states
 * every rule, so a new action type shows on a landing saved before it existed.
 */
export function everyPointsRule<Row extends PointsRow>(rows: readonly Row[]): (Row | PointsRow)[] {
  const listed = new Set(rows.map((row) => row.rule))
  const missing = POINTS_RULES.filter(({ value }) => !listed.has(value)).map(({ value }) => ({
    action: POINTS_ROW_WORDING[value],
    rule: value,
  }))
  return [...rows, ...missing]
}

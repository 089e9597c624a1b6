import { APIError, Forbidden, NotFound, type CollectionSlug, type Payload } from 'payload'
import { expect, it } from 'vitest'

import { ACTOR_NAMES, type ActorName, type ApiUser } from './actors'

/**
 * How an attempt ends. `forbidden`: Payload's access control refused it (`Forbidden`), or one
 * of our rule hooks did with the same HTTP status 403 and a message for the member.
 * `hidden`: a read whose access is a filter found nothing (no row, or `NotFound` by id).
 * Anything else (a validation error...) is reported as `failed: <error>` so a test shows it.
 */
export type Outcome = 'allowed' | 'forbidden' | 'hidden'

/** One matrix row: the outcome for each actor, in the order of `ACTOR_NAMES`. */
export type MatrixRow = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]

export interface MatrixCase<Operation extends string> {
  operation: Operation
  actor: ActorName
  expected: Outcome
}

/** Turns `{ operation: [outcome per actor] }` into one case per cell, for `it.each`. */
export function cellsOf<Operation extends string>(matrix: Record<Operation, MatrixRow>): MatrixCase<Operation>[] {
  return (Object.keys(matrix) as Operation[]).flatMap((operation) =>
    ACTOR_NAMES.map((actor, index) => ({ operation, actor, expected: matrix[operation][index] })),
  )
}

/** One test per cell: each actor's attempt at each operation ends as the matrix says. */
export function runMatrix<Operation extends string>(
  attempts: Record<Operation, (actor: ActorName) => Promise<unknown>>,
  matrix: Record<Operation, MatrixRow>,
) {
  it.each(cellsOf(matrix))('$actor $operation → $expected', async ({ actor, operation, expected }) => {
    expect(await outcomeOf(() => attempts[operation](actor))).toBe(expected)
  })
}

/** Runs one attempt and names how it ended (see `Outcome`). */
export async function outcomeOf(attempt: () => Promise<unknown>): Promise<Outcome | string> {
  try {
    await attempt()
    return 'allowed'
  } catch (error) {
    if (error instanceof Forbidden || (error instanceof APIError && error.status === 403)) {
      return 'forbidden'
    }
    if (error instanceof NotFound) return 'hidden'
    return `failed: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`
  }
}

/** The Local API options that make Payload apply access control for `user`. */
export const as = (user: ApiUser | undefined) => ({ user, overrideAccess: false as const })

/**
 * Reads one row as `user` both ways a client can (a list filtered on its id, and by id) and
 * insists they agree. Throws `NotFound` when the row is hidden by a filter, `Forbidden` when
 * reading is refused outright.
 */
export async function readRow(payload: Payload, collection: CollectionSlug, id: number, user: ApiUser | undefined) {
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    depth: 0,
    ...as(user),
  })
  const doc = await payload.findByID({ collection, id, depth: 0, ...as(user) })
  if (docs.length !== 1) throw new Error(`find and findByID disagree on ${collection} ${id}`)
  return doc
}

'use client'

import { useCallback, useState } from 'react'

/**
 * The rows to draw after the server sent `rows`: the last drawn ones in their order (the server's
 * version of each), those it dropped kept only when decided here, then the ones it adds.
 */
export function rowsKeptInPlace<Row extends { id: number }>(
  lastShown: readonly Row[],
  rows: readonly Row[],
  decided: ReadonlySet<number>,
): Row[] {
  const current = new Map(rows.map((row) => [row.id, row]))
  const shown: Row[] = []
  for (const row of lastShown) {
    const fresh = current.get(row.id)
    if (fresh) shown.push(fresh)
    else if (decided.has(row.id)) shown.push(row)
  }
  const placed = new Set(shown.map((row) => row.id))
  for (const row of rows) if (!placed.has(row.id)) shown.push(row)
  return shown
}

/**
 * A moderation list whose decided rows stay where they were until the page is loaded again.
 * A decision re-renders the server's list (a server action that expires a cache tag, a
 * `router.refresh()`), which no longer holds the decided row: without this the row and its
 * announced answer vanish before anyone reads them (seen in CI), and the next row slides under
 * the pointer. `markDecided` is for a row's decision to call once it succeeded.
 */
export function useRowsKeptOnceDecided<Row extends { id: number }>(
  rows: Row[],
): { shown: Row[]; markDecided: (id: number) => void; isDecided: (id: number) => boolean } {
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set())
  const [shown, setShown] = useState(rows)
  const [received, setReceived] = useState(rows)
  // React's "state from props" pattern: redrawn at once when the server sends a new list.
  if (received !== rows) {
    setReceived(rows)
    setShown(rowsKeptInPlace(shown, rows, decided))
  }
  const markDecided = useCallback((id: number) => setDecided((previous) => new Set(previous).add(id)), [])
  // A row decided here keeps its decision cell (its answer, "Annuler") whatever the server now says of it.
  const isDecided = useCallback((id: number) => decided.has(id), [decided])
  return { shown, markDecided, isDecided }
}

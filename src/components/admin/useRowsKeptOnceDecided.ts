'use client'

import { useCallback, useState } from 'react'

/**
 * The server's list, in its order (a re-sort must reorder it), plus each row decided here that it
 * dropped, kept after the row it followed, so a decided row does not vanish under the pointer.
 */
export function rowsKeptInPlace<Row extends { id: number }>(
  lastShown: readonly Row[],
  rows: readonly Row[],
  decided: ReadonlySet<number>,
): Row[] {
  const shown = [...rows]
  lastShown.forEach((row, index) => {
    if (!decided.has(row.id) || shown.some((kept) => kept.id === row.id)) return
    const before = lastShown
      .slice(0, index)
      .reverse()
      .find((previous) => shown.some((kept) => kept.id === previous.id))
    shown.splice(before ? shown.findIndex((kept) => kept.id === before.id) + 1 : 0, 0, row)
  })
  return shown
}

/**
 * The server's re-rendered list no longer holds a decided row;
 * without this it and its answer vanish before anyone reads them.
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

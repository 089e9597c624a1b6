'use client'

import { useCallback, useState } from 'react'

/** Dropped rows are kept only when decided here, so a decided row does not vanish under the pointer. */
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
 * The server's re-rendered list no longer holds a decided row; without this it and its answer vanish before anyone
 * reads them.
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

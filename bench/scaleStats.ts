/** Kept pure so it is unit-tested. */

/** The goals of the scale benchmark, as written in the results. */
export const SCALE_GOALS = {
  /** No page's median on the grown data above this many times its median on demo data. */
  maxSlowdown: 3,
  /** No page issues more SQL statements than this (per request, median of the samples). */
  maxStatements: 20,
  /** `/p/{slug}` serves at least this share of `/charte`'s requests per second. */
  minProjectToCharterThroughput: 0.8,
} as const

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The nearest-rank percentile (`p` in 0–100): the smallest value with p % of the samples at or below it. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

/** One request: its status, time to the last byte, SQL statements and their time, and the body's size. */
export type Sample = { status: number; ms: number; statements: number; sqlMs: number; bytes: number }

export type Summary = {
  statuses: number[]
  medianMs: number | null
  p95Ms: number | null
  medianStatements: number | null
  maxStatements: number | null
  medianSqlMs: number | null
}

export function summarize(samples: readonly Sample[]): Summary {
  const statements = samples.map((sample) => sample.statements)
  return {
    statuses: [...new Set(samples.map((sample) => sample.status))].sort((a, b) => a - b),
    medianMs: median(samples.map((sample) => sample.ms)),
    p95Ms: percentile(
      samples.map((sample) => sample.ms),
      95,
    ),
    medianStatements: median(statements),
    maxStatements: statements.length ? Math.max(...statements) : null,
    medianSqlMs: median(samples.map((sample) => sample.sqlMs)),
  }
}

export function slowdown(demo: Summary, grown: Summary): number | null {
  if (demo.medianMs === null || grown.medianMs === null || demo.medianMs <= 0) return null
  return grown.medianMs / demo.medianMs
}

export type PageVerdict = {
  slowdown: number | null
  withinSlowdown: boolean
  withinStatements: boolean
  /** A page whose work follows what it is asked for (the whole history of the member) has a goal of its own instead. */
  slowdownExempt: boolean
}

/**
 * A page meets the goals when it slows down at most 3× and stays at 20 statements or fewer, on both data sets; an
 * exempt page only by its statements (its own goal is judged elsewhere).
 */
export function pageVerdict(demo: Summary, grown: Summary, slowdownExempt = false): PageVerdict {
  const ratio = slowdown(demo, grown)
  const statementsOf = (summary: Summary) => summary.medianStatements ?? Number.POSITIVE_INFINITY
  return {
    slowdown: ratio,
    withinSlowdown: ratio !== null && (slowdownExempt || ratio <= SCALE_GOALS.maxSlowdown),
    withinStatements: Math.max(statementsOf(demo), statementsOf(grown)) <= SCALE_GOALS.maxStatements,
    slowdownExempt,
  }
}

export function throughputVerdict(charterPerSecond: number, projectPerSecond: number) {
  const share = charterPerSecond > 0 ? projectPerSecond / charterPerSecond : null
  return { share, met: share !== null && share >= SCALE_GOALS.minProjectToCharterThroughput }
}

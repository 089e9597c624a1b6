import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import os from 'node:os'

/** The commit measured (`full`: the whole hash) and whether the tree had uncommitted changes. */
export function gitCommit({ full = false } = {}) {
  try {
    const commit = execFileSync('git', ['rev-parse', ...(full ? [] : ['--short']), 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== ''
    return { commit, dirty }
  } catch {
    return { commit: null, dirty: null }
  }
}

/** What a result says of where it was measured: the commit, Node, the cores. */
export function machine() {
  const cpus = os.cpus()
  return { ...gitCommit(), node: process.version, cores: cpus.length, cpu: cpus[0]?.model ?? null }
}

/** Where and when a run was measured, as `machine()` and a date write it. */
export type MeasuredRun = {
  date: string
  commit: string | null
  dirty: boolean | null
  node: string
  cores: number
  cpu: string | null
}

/** A run's heading line in the results' Markdown, `extra` after the machine. */
export const runLine = (run: MeasuredRun, ...extra: string[]) =>
  [
    `${run.date} · commit \`${run.commit ?? 'unknown'}\`${run.dirty ? ' (uncommitted changes)' : ''} · Node ${run.node} · ${run.cores} cores (${run.cpu ?? 'unknown CPU'})`,
    ...extra,
  ].join(' · ')

/** Keeps the runs of other labels already in the results (the "before" of an "after"); this label's is replaced. */
export async function previousRuns<Run extends { label: string }>(file: string, label: string): Promise<Run[]> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { runs?: Run[] }
    return (saved.runs ?? []).filter((previous) => previous.label !== label)
  } catch {
    return []
  }
}

/**
 * Runs a bench's `main` and exits with its code (0 when it returns none); a failure is printed
 * (with `tag`, its message alone) and exits 1.
 */
export function runBench(main: () => Promise<number | void>, tag?: string) {
  main()
    .then((code) => process.exit(code ?? 0))
    .catch((error: unknown) => {
      if (tag) console.error(tag, error instanceof Error ? error.message : error)
      else console.error(error)
      process.exit(1)
    })
}

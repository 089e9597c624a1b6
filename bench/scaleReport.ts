import type { ExportMemory } from './scaleExport'
import type { Actor, DataShape } from './scalePages'
import { SCALE_GOALS, throughputVerdict, type PageVerdict, type Sample, type Summary } from './scaleStats'

export type PageRun = { label: string; actor: Actor; path: string; summary: Summary; samples: Sample[] }
export type Throughput = { path: string; requests: number; errors: number; seconds: number; perSecond: number }
export type PhaseRun = {
  pages: PageRun[]
  exportMemory: ExportMemory
  throughput: Throughput[]
  data: DataShape
  /** The machine's 1-minute load average as the phase began and ended: the times depend on it. */
  load: { start: number; end: number }
}

export const ms = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1))
export const count = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(value))
export const mark = (met: boolean) => (met ? '✅' : '❌')

export function markdownTable(demo: PhaseRun, grown: PhaseRun, verdicts: PageVerdict[]) {
  const header = [
    '| Page | Acteur | Statut | Médiane démo (ms) | p95 démo | SQL démo (nb) | SQL démo (ms) | Médiane grande base (ms) | p95 grande base | SQL grande base (nb, max) | SQL grande base (ms) | Rapport | ≤ 3× | ≤ 20 SQL |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|:-:|:-:|',
  ]
  const rows = grown.pages.map((page, index) => {
    const before = demo.pages[index].summary
    const after = page.summary
    const verdict = verdicts[index]
    const paths =
      demo.pages[index].path === page.path ? `\`${page.path}\`` : `\`${demo.pages[index].path}\` → \`${page.path}\``
    return [
      `${page.label} ${paths}`,
      page.actor,
      [...new Set([...before.statuses, ...after.statuses])].join('/'),
      ms(before.medianMs),
      ms(before.p95Ms),
      count(before.medianStatements),
      ms(before.medianSqlMs),
      ms(after.medianMs),
      ms(after.p95Ms),
      `${count(after.medianStatements)} (${count(after.maxStatements)})`,
      ms(after.medianSqlMs),
      verdict.slowdown === null ? '—' : `${verdict.slowdown.toFixed(2)}×`,
      verdict.slowdownExempt ? 'exempté' : mark(verdict.withinSlowdown),
      mark(verdict.withinStatements),
    ].join(' | ')
  })
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n')
}

export function throughputTable(demo: PhaseRun, grown: PhaseRun) {
  const line = (name: string, phase: PhaseRun) => {
    const [charter, project] = phase.throughput
    const verdict = throughputVerdict(charter.perSecond, project.perSecond)
    return `| ${name} | ${charter.perSecond.toFixed(0)} | ${project.perSecond.toFixed(0)} (\`${project.path}\`) | ${verdict.share === null ? '—' : verdict.share.toFixed(2)} | ${mark(verdict.met)} | ${charter.errors + project.errors} |`
  }
  return [
    `| Données | /charte (req/s) | /p/{slug} (req/s) | Part | ≥ ${SCALE_GOALS.minProjectToCharterThroughput} | Réponses non 200 |`,
    '|---|--:|--:|--:|:-:|--:|',
    line('démo', demo),
    line('grande base', grown),
  ].join('\n')
}

/**
 * `npm run bench:scale`'s check that the moderation lists' counts stop at their cap on the production build: the
 * texts of the statements one request ran, read from the bench's counting server (`bench/lib/countingServer.ts`).
 */

/** The moderation lists whose counts must stop at their cap (`countUpTo`), and the table each counts. */
const CAPPED_COUNT_PAGES = [
  { path: '/admin/interactions', table: 'declared_actions' },
  { path: '/admin/projets', table: 'projects' },
]

export type CountCheck = { path: string; table: string; counts: string[]; wholeTable: string[] }

type ReadStats = (textsAfter?: number) => Promise<{ sent: number; texts?: string[] }>

/** The counts of each list's table one request ran; `wholeTable`: exact counts of the whole table (no filter, no limit). */
export async function checkCappedCounts(
  baseUrl: string,
  cookie: string,
  readStats: ReadStats,
  settleMs: number,
): Promise<CountCheck[]> {
  const checks: CountCheck[] = []
  for (const { path: url, table } of CAPPED_COUNT_PAGES) {
    const { sent } = await readStats()
    const response = await fetch(baseUrl + url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    const { texts = [] } = await readStats(sent)
    const counts = texts.filter((text) => /count\(/i.test(text) && new RegExp(`"?${table}"?(?![a-z_])`, 'i').test(text))
    const wholeTable = counts.filter((text) => !/\blimit\b/i.test(text) && !/\bwhere\b/i.test(text))
    checks.push({ path: url, table, counts, wholeTable })
    console.info(
      `[bench:scale] ${url} : ${counts.length} comptes de ${table}, ${wholeTable.length} exacts sur toute la table`,
    )
  }
  return checks
}

export const countCheckPassed = (check: CountCheck) => check.wholeTable.length === 0 && check.counts.length > 0

export const countChecksMarkdown = (checks: CountCheck[], mark: (met: boolean) => string) =>
  checks.map(
    (check) =>
      `- ${mark(countCheckPassed(check))} \`${check.path}\` : ${check.counts.length} compte(s) de \`${check.table}\`${check.counts.map((text) => `\n  - \`${text.replace(/\s+/g, ' ').slice(0, 240)}\``).join('')}`,
  )

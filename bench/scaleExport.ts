import { median } from './scaleStats'

/** Runs of the export measured for memory, after the timed ones (each full collection pauses the server). */
const MEMORY_RUNS = 5
/** How often the server's live heap is read while the export streams. */
const SAMPLE_EVERY_MS = 50
const MIB = 2 ** 20

/** The goal: the grown member's export holds at most this much more live heap than the demo member's. */
export const EXPORT_LIVE_HEAP_SLACK_MIB = 4

export type ExportMemory = {
  /** Rows of every section of the export, and its size. */
  rows: number
  bytes: number
  /** Medians over the runs of the peak growth, over the request's start, of the live heap and of the RSS. */
  liveHeapGrowthMiB: number
  rssGrowthMiB: number
  samples: number
}

type Memory = { liveHeapBytes: number; rssBytes: number }

/** From the bench's counting server (`bench/lib/countingServer.ts`), on its own port. */
async function readMemory(statsUrl: string): Promise<Memory> {
  const response = await fetch(`${statsUrl}/?memory=1`)
  if (!response.ok) throw new Error(`le serveur des compteurs (?memory=1) a répondu ${response.status}`)
  return (await response.json()) as Memory
}

const rowsOf = (body: string) =>
  Object.values(JSON.parse(body) as Record<string, unknown>).reduce<number>(
    (sum, value) => sum + (Array.isArray(value) ? value.length : 0),
    0,
  )

/**
 * The server's memory while it streams the member's export: its live heap (after a full
 * collection) read every 50 ms until the last byte, against its value just before the request.
 */
export async function measureExportMemory(
  baseUrl: string,
  statsUrl: string,
  cookie: string,
  path: string,
  before: () => Promise<unknown>,
): Promise<ExportMemory> {
  const runs: { rows: number; bytes: number; heap: number; rss: number; samples: number }[] = []
  for (let run = 0; run < MEMORY_RUNS; run += 1) {
    await before()
    const start = await readMemory(statsUrl)
    let done = false
    const download = (async () => {
      const response = await fetch(baseUrl + path, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      if (response.status !== 200) throw new Error(`${path} a répondu ${response.status}`)
      const body = await response.text()
      done = true
      return body
    })()
    const peaks = { heap: start.liveHeapBytes, rss: start.rssBytes, samples: 0 }
    const sample = async () => {
      const memory = await readMemory(statsUrl)
      peaks.heap = Math.max(peaks.heap, memory.liveHeapBytes)
      peaks.rss = Math.max(peaks.rss, memory.rssBytes)
      peaks.samples += 1
    }
    while (!done) {
      await sample()
      await Promise.race([download, new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))])
    }
    const body = await download
    runs.push({
      rows: rowsOf(body),
      bytes: Buffer.byteLength(body),
      heap: (peaks.heap - start.liveHeapBytes) / MIB,
      rss: (peaks.rss - start.rssBytes) / MIB,
      samples: peaks.samples,
    })
  }
  return {
    rows: runs[0].rows,
    bytes: runs[0].bytes,
    liveHeapGrowthMiB: median(runs.map((run) => run.heap))!,
    rssGrowthMiB: median(runs.map((run) => run.rss))!,
    samples: median(runs.map((run) => run.samples))!,
  }
}

/** Constant memory: the grown member's export holds no more than the demo member's, give or take the slack. */
export const exportMemoryMet = (demo: ExportMemory, grown: ExportMemory) =>
  grown.liveHeapGrowthMiB <= demo.liveHeapGrowthMiB + EXPORT_LIVE_HEAP_SLACK_MIB

export function exportTable(
  demo: ExportMemory,
  grown: ExportMemory,
  medianMs: { demo: number | null; grown: number | null },
) {
  const line = (name: string, run: ExportMemory, ms: number | null) =>
    `| ${name} | ${run.rows} | ${(run.bytes / 1024).toFixed(0)} | ${ms === null ? '—' : ms.toFixed(1)} | ${
      ms === null || run.rows === 0 ? '—' : ((ms / run.rows) * 1000).toFixed(1)
    } | ${run.liveHeapGrowthMiB.toFixed(2)} | ${run.rssGrowthMiB.toFixed(1)} | ${run.samples} |`
  return [
    '| Données | Lignes exportées | Taille (Kio) | Médiane (ms) | ms pour 1 000 lignes | Tas vivant : croissance au pic (Mio) | RSS : croissance au pic (Mio) | Relevés par export |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    line('démo', demo, medianMs.demo),
    line('grande base', grown, medianMs.grown),
  ].join('\n')
}

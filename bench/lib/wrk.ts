import { execFile } from 'node:child_process'
import os from 'node:os'
import { promisify } from 'node:util'

import { CONNECTIONS } from './load'

const run = promisify(execFile)

/** One wrk run: req/s, median and p99, errors (socket errors and non-2xx), the load average after it. */
export type WrkRound = { requestsPerSecond: number; medianMs: number; p99Ms: number; errors: number; load: number }

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** wrk's latencies are written with their unit (`870.00us`, `12.31ms`, `1.02s`). */
function milliseconds(text: string): number {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim()) ?? []
  if (value === undefined) throw new Error(`Latence wrk illisible : ${text}`)
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit]
}

/** `wrk` (Debian's package) on `url` for `durationS`, CONNECTIONS keep-alive connections over `threads`. */
export async function wrk(
  url: string,
  { threads, durationS, cookie }: { threads: number; durationS: number; cookie?: string },
): Promise<WrkRound> {
  const args = ['-t', String(threads), '-c', String(CONNECTIONS), '-d', `${durationS}s`, '--latency']
  if (cookie) args.push('-H', `Cookie: ${cookie}`)
  const { stdout } = await run('wrk', [...args, url])
  const field = (pattern: RegExp) => pattern.exec(stdout)?.[1]
  const socketErrors = (field(/Socket errors: (.*)/) ?? '')
    .split(',')
    .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0)
  return {
    requestsPerSecond: round(Number(field(/Requests\/sec:\s+([\d.]+)/)), 1),
    medianMs: round(milliseconds(field(/\s50%\s+(\S+)/) ?? ''), 2),
    p99Ms: round(milliseconds(field(/\s99%\s+(\S+)/) ?? ''), 2),
    errors: socketErrors + Number(field(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    load: round(os.loadavg()[0], 2),
  }
}

/** wrk's first line (`wrk 4.1.0 [epoll] …`), for the results. */
export async function wrkVersion() {
  const { stdout } = await run('wrk', ['-v']).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
  return stdout.split('\n')[0].trim()
}

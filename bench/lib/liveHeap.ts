import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

let collect: (() => void) | null = null

/**
 * The bytes of JavaScript objects still reachable, after a full collection: what the process
 * holds, without the garbage a peak of `heapUsed` also counts. For the scale bench only (a full
 * collection pauses the server): read through the bench's counting server (`countingServer.ts`).
 */
export function liveHeapBytes(): number {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  }
  collect()
  return process.memoryUsage().heapUsed
}

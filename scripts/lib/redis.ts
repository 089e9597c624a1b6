import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { freePort, runCommand } from './processes'

/** A Redis of a test's own (Debian's `redis-server`) on 127.0.0.1, with the key-space events the shared cache needs. */
export async function startRedis() {
  const port = await freePort()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tryb-cluster-redis-'))
  // Key-space events for expired and evicted keys: the shared cache handler refuses to start without them.
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir].concat([
      '--notify-keyspace-events',
      'Exe',
    ]),
    { stdio: 'ignore', detached: true },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server introuvable (paquet Debian redis-server) : ${error.message}`)),
    )
    child.once('spawn', () => resolve())
  })
  const deadline = Date.now() + 10_000
  while ((await runCommand('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' })) !== 0) {
    if (Date.now() > deadline) throw new Error(`redis-server ne répond pas sur le port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL')
      await rm(dir, { recursive: true, force: true })
    },
  }
}

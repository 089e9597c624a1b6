import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

/** See `scripts/ts.mjs` for why it may restart. */
export const typescriptEntry = (entry: string, ...args: string[]) => [path.resolve('scripts', 'ts.mjs'), entry, ...args]

export function runCommand(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    const done = (code: number) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code)
    }
    child.on('error', () => done(1))
    child.on('exit', (code, signal) => {
      if (signal) console.error(`[run] ${path.basename(args[0] ?? command)} arrêté par le signal ${signal}`)
      done(code ?? (signal ? 1 : 0))
    })
  })
}

/** Its own process group, so stopping it also stops its children (`next start` leaves a `next-server` behind). */
export function startServer(command: string, args: string[], options: SpawnOptions = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options })
  return {
    child,
    stop: () => stopGroup(child),
  }
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve()
    child.once('exit', () => resolve())
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
    setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, 5_000).unref()
  })
}

export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`)
}

export async function freePort(): Promise<number> {
  const net = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

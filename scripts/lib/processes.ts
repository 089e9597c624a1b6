import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

/**
 * `node`'s arguments that run a TypeScript entry point through `scripts/ts.mjs`, which starts it
 * again when Node 20's module loader stalls while loading it (exit code 13, see that file).
 */
export const typescriptEntry = (entry: string, ...args: string[]) => [path.resolve('scripts', 'ts.mjs'), entry, ...args]

/**
 * Runs a command to completion in the foreground (inherited output, Ctrl-C and termination
 * passed on to it); resolves with its exit code.
 */
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

/**
 * Starts a long-running server in its own process group, so stopping it also stops the
 * children it spawns (`next start` leaves a `next-server` behind otherwise).
 */
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

/** Polls `url` until it answers 2xx, or fails after `timeoutMs`. */
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

/** A TCP port nobody listens on right now, on 127.0.0.1. */
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

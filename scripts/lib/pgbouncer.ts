import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { isPortOpen } from './database'
import { freePort } from './processes'

export async function startPgBouncer(serverUrl: string, logFile: string) {
  const server = new URL(serverUrl)
  const user = decodeURIComponent(server.username)
  const password = decodeURIComponent(server.password)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tryb-pgbouncer-'))
  // PgBouncer refuses to run as root; it then runs as Debian's `postgres`, who must read this.
  await chmod(dir, 0o755)
  const port = await freePort()
  await writeFile(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 })
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=${server.hostname} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = plain
auth_file = ${path.join(dir, 'userlist.txt')}
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
; node-postgres sends these at connection; PgBouncer keeps no session state to honour them.
ignore_startup_parameters = extra_float_digits,options
; While PostgreSQL is down, a client waits a few seconds at most, then gets an error.
query_wait_timeout = 5
server_connect_timeout = 2
server_login_retry = 1
`,
    { mode: 0o644 },
  )
  const asRoot = process.getuid?.() === 0
  // It logs to its standard error, a file opened here: as `postgres` it could not open one.
  const log = openSync(logFile, 'w')
  const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', log, log],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`pgbouncer introuvable (paquet Debian pgbouncer) : ${error.message}`)),
    )
    child.once('spawn', () => resolve())
  })
  const deadline = Date.now() + 10_000
  while (!(await isPortOpen(port))) {
    if (child.exitCode !== null) throw new Error(`pgbouncer s'est arrêté (journal : ${logFile})`)
    if (Date.now() > deadline) throw new Error(`pgbouncer ne répond pas sur le port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    urlFor: (database: string) => {
      const target = new URL(serverUrl)
      target.port = String(port)
      target.pathname = `/${database}`
      return target.toString()
    },
    stop: async () => {
      child.kill('SIGKILL')
      await rm(dir, { recursive: true, force: true })
    },
  }
}

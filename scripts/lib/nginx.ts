import { spawn } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { freePort, runCommand } from './processes'

/** Where `deploy/nginx/tryb.conf` keeps its microcache on a real machine; a run uses its own directory. */
const DEPLOYED_CACHE_DIR = '/var/cache/nginx/tryb'

export type RunningNginx = {
  /** `http://127.0.0.1:<port>`: the proxy in front of the app servers. */
  url: string
  /** `http://127.0.0.1:<port>`: plain files from `staticRoot`, when asked for. */
  staticUrl?: string
  stop: () => Promise<void>
}

/** The proxy connects from `bindAddress`, so app servers can tell it from a client on 127.0.0.1 (`TRUSTED_PROXIES`). */
export async function startNginx(options: {
  upstreams: string[]
  bindAddress?: string
  staticRoot?: string
  logDir?: string
}): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tryb-nginx-'))
  // Workers run as `nobody` under a root master: they must reach their directories.
  await chmod(dir, 0o755)
  const port = await freePort()
  const staticPort = options.staticRoot ? await freePort() : undefined
  const deployed = await readFile(path.resolve('deploy', 'nginx', 'tryb.conf'), 'utf8')
  if (!deployed.includes(DEPLOYED_CACHE_DIR))
    throw new Error(`deploy/nginx/tryb.conf ne nomme plus ${DEPLOYED_CACHE_DIR}`)
  await writeFile(path.join(dir, 'tryb.conf'), deployed.replaceAll(DEPLOYED_CACHE_DIR, path.join(dir, 'cache')))
  await writeFile(
    path.join(dir, 'tryb-upstreams.conf'),
    options.upstreams.map((address) => `server ${address} max_fails=2 fail_timeout=5s;\n`).join(''),
  )
  await writeFile(
    path.join(dir, 'tryb-server.conf'),
    `listen 127.0.0.1:${port};\n${options.bindAddress ? `proxy_bind ${options.bindAddress};\n` : ''}`,
  )
  const logDir = options.logDir ?? dir
  await mkdir(logDir, { recursive: true })
  await copyFile('/etc/nginx/mime.types', path.join(dir, 'mime.types')).catch(() => undefined)
  const staticServer = options.staticRoot
    ? `server {
    listen 127.0.0.1:${staticPort};
    root ${options.staticRoot};
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }`
    : ''
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(logDir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
  include mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${path.join(dir, 'client_body')};
  proxy_temp_path ${path.join(dir, 'proxy')};
  fastcgi_temp_path ${path.join(dir, 'fastcgi')};
  uwsgi_temp_path ${path.join(dir, 'uwsgi')};
  scgi_temp_path ${path.join(dir, 'scgi')};
  keepalive_requests 100000;
  include tryb.conf;
  ${staticServer}
}
`,
  )
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')]
  const checked = await runCommand('nginx', [...args, '-t', '-q'])
  if (checked !== 0) throw new Error(`nginx refuse la configuration (${dir}/nginx.conf)`)
  const child = spawn('nginx', args, { stdio: 'ignore' })
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`nginx introuvable (paquet Debian nginx-light) : ${error.message}`)),
    )
    child.once('spawn', () => resolve())
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const answered = await fetch(`${url}/_nginx-pret`).then(
      () => true,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) throw new Error(`nginx ne répond pas sur le port ${port}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    staticUrl: staticPort ? `http://127.0.0.1:${staticPort}` : undefined,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
        child.kill('SIGKILL')
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}

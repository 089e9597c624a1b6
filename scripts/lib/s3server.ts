import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { freePort, startServer, waitForUrl } from './processes'

/** The environment that sends a Tryb server's uploads to this bucket (src/uploads/s3Storage.ts). */
export type S3Env = {
  S3_BUCKET: string
  S3_ENDPOINT: string
  S3_REGION: string
  S3_ACCESS_KEY_ID: string
  S3_SECRET_ACCESS_KEY: string
}

export type TestS3Server = { env: S3Env; stop: () => Promise<void> }

/** A real S3 server in its own process, as a store would be. */
export async function startS3Server({ dir, bucket }: { dir?: string; bucket: string }): Promise<TestS3Server> {
  const directory = dir ?? (await mkdtemp(path.join(os.tmpdir(), 'tryb-s3-')))
  const port = await freePort()
  const cli = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js')
  const server = startServer(
    process.execPath,
    [
      cli,
      ...['--directory', directory, '--address', '127.0.0.1', '--port', String(port)],
      // Path-style addresses only (as Tryb's client sends them); no log line per request.
      ...['--no-vhost-buckets', '--silent', '--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const endpoint = `http://127.0.0.1:${port}`
  const stop = async () => {
    await server.stop()
    if (!dir) await rm(directory, { recursive: true, force: true })
  }
  try {
    // The bucket's listing answers once the server listens and the bucket exists.
    await Promise.race([
      waitForUrl(`${endpoint}/${bucket}`, 30_000),
      new Promise((_, reject) =>
        server.child.once('exit', (code) => reject(new Error(`s3rver s'est arrêté au démarrage (code ${code})`))),
      ),
    ])
  } catch (error) {
    await stop()
    throw error
  }
  return {
    // s3rver's own fixed credentials.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
  }
}

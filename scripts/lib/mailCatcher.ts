import { createWriteStream } from 'node:fs'
import { rename } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { SMTPServer } from 'smtp-server'

/** Real SMTP, messages kept byte for byte where the tests read them. */
export async function startMailCatcher(mailDir: string) {
  let received = 0
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const file = path.join(mailDir, `${Date.now()}-${String(++received).padStart(5, '0')}.eml`)
      // Written under another name, then renamed: a test polling the folder never reads half a
      // message (its headers without the link in its body).
      pipeline(stream, createWriteStream(`${file}.part`))
        .then(() => rename(`${file}.part`, file))
        .then(() => callback(), callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

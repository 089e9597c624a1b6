import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'

/** Nothing leaves the machine: each message becomes an `.eml` file. */
export function fileTransport(dir: string): Transport<{ messageId: string; path: string }> {
  return {
    name: 'tryb-eml-file',
    version: '1',
    send(mail: MailMessage, callback) {
      const stream = mail.message.createReadStream()
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', (error) => callback(error, undefined as never))
      stream.on('end', () => {
        const messageId = mail.message.messageId()
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const file = path.join(dir, `${stamp}-${messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`)
        mkdir(dir, { recursive: true })
          .then(() => writeFile(file, Buffer.concat(chunks)))
          .then(() => {
            // The file only: a log line never carries the recipient's address nor a subject naming them.
            console.info(`[mail] message écrit : ${file}`)
            callback(null, { messageId, path: file })
          })
          .catch((error: Error) => callback(error, undefined as never))
      })
    },
  }
}

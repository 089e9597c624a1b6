import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:PORT`, to give the app as SMTP_URL. */
  url: string
  /** Every message accepted so far, parsed, in the order received. */
  messages: ParsedMail[]
  /** Resolves with the first received message matching `predicate`, or fails after `timeoutMs`. */
  waitFor: (predicate: (message: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>
  /** The next `count` messages are refused with a temporary failure (451), as a busy server would. */
  failNext: (count: number) => void
  /** How many messages were refused so far. */
  rejectedCount: () => number
  stop: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 (random free port, no TLS, no authentication) that keeps what
 * it receives, so tests check the message a mail client would get, not what we meant to send.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  let failuresLeft = 0
  let rejected = 0

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failuresLeft > 0) {
        failuresLeft--
        rejected++
        // The whole message must be read before answering, or the client never sees the reply.
        stream.resume()
        stream.on('end', () => {
          const error = Object.assign(new Error('Service temporairement indisponible'), {
            responseCode: 451,
          })
          callback(error)
        })
        return
      }
      simpleParser(stream)
        .then((message) => {
          messages.push(message)
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo

  const waitFor: TestSmtpServer['waitFor'] = (predicate, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate)
        if (!found) return false
        cleanup()
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`))
      }, timeoutMs)
      const cleanup = () => {
        clearTimeout(timer)
        waiters.delete(check)
      }
      if (!check()) waiters.add(check)
    })

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    failNext: (count) => {
      failuresLeft = count
    },
    rejectedCount: () => rejected,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

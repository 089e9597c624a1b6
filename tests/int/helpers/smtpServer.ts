import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpStage = 'connect' | 'mail' | 'data'

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
  /**
   * The next session misbehaves at `stage` (on connecting, after MAIL FROM, or once the whole
   * message is in): `stall` never answers, `drop` cuts the connection. `reached` resolves when
   * a session gets there.
   */
  misbehaveNext: (stage: SmtpStage, how: 'stall' | 'drop') => { reached: Promise<void> }
  /**
   * From now on, each message is kept as soon as it is wholly received and its "250 OK" is sent
   * `ms` later, as a slow server (a virus scan, a busy queue) does; 0 answers at once.
   */
  answerDataAfter: (ms: number) => void
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
  let misbehaviour: { stage: SmtpStage; how: 'stall' | 'drop'; reached: () => void } | null = null
  let dataReplyDelayMs = 0

  /** Whether this session misbehaves here; if so, it has (stalled: no answer, dropped: cut). */
  const misbehaves = (stage: SmtpStage, sessionId: string) => {
    if (misbehaviour?.stage !== stage) return false
    const { how, reached } = misbehaviour
    misbehaviour = null
    if (how === 'drop') {
      const connections = (server as unknown as { connections: Set<{ id: string; _socket: { destroy: () => void } }> })
        .connections
      for (const connection of connections) if (connection.id === sessionId) connection._socket.destroy()
    }
    reached()
    return true
  }

  const server: SMTPServer = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A stalled session must not hold `stop()` for the default 30 s.
    closeTimeout: 1_000,
    onConnect(session, callback) {
      if (!misbehaves('connect', session.id)) callback()
    },
    onMailFrom(_address, session, callback) {
      if (!misbehaves('mail', session.id)) callback()
    },
    onData(stream, session, callback) {
      if (misbehaviour?.stage === 'data') {
        // The whole message arrives; then no "250 OK" (stall) or the line goes dead (drop).
        stream.resume()
        stream.on('end', () => misbehaves('data', session.id))
        return
      }
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
          if (dataReplyDelayMs > 0) setTimeout(() => callback(), dataReplyDelayMs)
          else callback()
        })
        .catch((error: Error) => callback(error))
    },
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  // A client killed mid-session (a worker's `kill -9`) resets its connection: a mail server
  // carries on, and so does this one.
  server.on('error', () => undefined)
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
    answerDataAfter: (ms) => {
      dataReplyDelayMs = ms
    },
    misbehaveNext: (stage, how) => {
      let reached!: () => void
      const promise = new Promise<void>((resolve) => (reached = resolve))
      misbehaviour = { stage, how, reached }
      return { reached: promise }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

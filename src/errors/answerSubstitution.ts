import type { ServerResponse } from 'node:http'

export type Substitute = { status: number; body: string; headers: Record<string, string>; keep?: string[] }

export type Decider = (status: number) => Substitute | null

const deciders = new WeakMap<ServerResponse, Decider[]>()

export function sendSubstitute(response: ServerResponse, { status, body, headers }: Substitute) {
  const bytes = Buffer.from(body, 'utf8')
  response.writeHead(status, { ...headers, 'Content-Length': String(bytes.length) })
  response.end(bytes)
}

/** Decided at Next's first write; an answer whose headers went out is never replaced. */
export function substituteAnswer(response: ServerResponse, decide: Decider) {
  const existing = deciders.get(response)
  if (existing) {
    existing.push(decide)
    return
  }
  const list = [decide]
  deciders.set(response, list)

  const original = { writeHead: response.writeHead, write: response.write, end: response.end }
  let replacement: Substitute | null | undefined
  const decided = (status: number) => {
    if (replacement === undefined) {
      replacement = null
      for (const decider of list) {
        replacement = decider(status)
        if (replacement) break
      }
    }
    return replacement
  }
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function')

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (decided(status)) return this
    return (original.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest)
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && decided(this.statusCode)) {
      callbackOf(args)?.()
      return true
    }
    return (original.write as (...args: unknown[]) => boolean).apply(this, args)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (this.headersSent || !decided(this.statusCode)) {
      return (original.end as (...args: unknown[]) => ServerResponse).apply(this, args)
    }
    const substitute = replacement!
    const kept = Object.fromEntries(
      (substitute.keep ?? []).flatMap((name) => (this.hasHeader(name) ? [[name, String(this.getHeader(name))]] : [])),
    )
    for (const name of this.getHeaderNames()) this.removeHeader(name)
    Object.assign(this, original)
    sendSubstitute(this, { ...substitute, headers: { ...substitute.headers, ...kept } })
    callbackOf(args)?.()
    return this
  } as ServerResponse['end']
}

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

import { METHOD_NOT_ALLOWED_MESSAGE, PAGE_METHOD_NOT_ALLOWED_MESSAGE } from './requestShape'

const UNREADABLE: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Les en-têtes de la requête sont trop longs.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La requête a mis trop de temps à arriver.'],
}
const MALFORMED: [number, string, string] = [
  400,
  'Bad Request',
  'Cette requête est mal formée : sa méthode ou ses en-têtes ne sont pas lisibles.',
]

/** Such requests never reach Next; Node answered an empty 400. */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, reason, message] = UNREADABLE[error.code ?? ''] ?? MALFORMED
  const body = JSON.stringify({ errors: [{ message }] })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** Methods the fetch standard forbids: Next cannot even build its `Request` for them (a 500). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

export function refuseForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has(request.method ?? '')) return false
  const api = request.url?.startsWith('/api/')
  const body = JSON.stringify({
    errors: [{ message: api ? METHOD_NOT_ALLOWED_MESSAGE : PAGE_METHOD_NOT_ALLOWED_MESSAGE }],
  })
  response.writeHead(405, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Allow: api ? 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' : 'GET, HEAD, POST',
    Connection: 'close',
  })
  response.end(body)
  return true
}

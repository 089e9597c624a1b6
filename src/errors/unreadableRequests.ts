import type { Socket } from 'node:net'

/** What Node's HTTP parser could not read, answered in French rather than with an empty 400. */
const UNREADABLE: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Les en-têtes de la requête sont trop longs.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'La requête a mis trop de temps à arriver.'],
}
const MALFORMED: [number, string, string] = [
  400,
  'Bad Request',
  'Cette requête est mal formée : sa méthode ou ses en-têtes ne sont pas lisibles.',
]

/**
 * The production server's `clientError` handler: a request with an unknown method (`FOO /`), a
 * malformed header or a header section too long never reaches Next; Node answered an empty 400.
 * The answer is the API's shape (`errors`), in French, and the connection is closed.
 */
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

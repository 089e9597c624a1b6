import type pg from 'pg'

import { isConnectionLoss } from '@/domain/connectionLoss'
import { isPlainRead } from '@/domain/plainRead'

import { noteConnectionLoss } from './connectionLosses'
import { noteRequestConnectionLoss } from './requestConnectionLoss'

type Callback = (...results: unknown[]) => void
type PoolMethod = (...args: unknown[]) => unknown

/** Connections the pool failed to open: the database refused or did not answer, an outage too. */
const failedConnects = new WeakSet<object>()
/**
 * A connection the pool could not open (refused, or none free before its timeout) is counted as a
 * loss too: a session lookup that failed so reads "nobody", and the REST route's outage wrapper
 * must take the refusal that follows for the outage (`withOutageAnswer`), as after a lost one.
 */
function noteFailedConnect(error: object) {
  failedConnects.add(error)
  noteConnectionLoss()
}

const lostConnection = (error: unknown) =>
  isConnectionLoss(error) || (typeof error === 'object' && error !== null && failedConnects.has(error))

/** The text of a statement given to `query` (a string or pg's query config). */
function statementText(statement: unknown): string {
  if (typeof statement === 'string') return statement
  const text = (statement as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text : ''
}

/** `promise`, and the current request noted when it fails for a lost connection. */
function notingLosses<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (lostConnection(error)) noteRequestConnectionLoss()
    throw error
  })
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function'

/**
 * A connection lost under a statement (a restart, a failover, an administrator ending sessions)
 * failed the request that was using it. Now:
 * - a read the pool ran by itself (`pool.query`: never inside a transaction, where a statement
 *   depends on the ones before it) is run once more, on a fresh connection: the database is
 *   often back already (an ended session), and a read changes nothing when repeated;
 * - a write, a transaction's statement, or a read lost twice fails as before, and the request
 *   is noted (`noteRequestConnectionLoss`), so that the production server answers it with the
 *   outage's 503 rather than the 500, the sign-in page or the refusal it would have given.
 * Installed on the app's pool, which every statement of every door goes through.
 */
export function retryLostReads(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as PoolMethod
  const query = pool.query.bind(pool) as PoolMethod
  const wrappedClients = new WeakSet<object>()

  // The pool's own `query` calls `connect` with a callback; a transaction calls it for a promise.
  pool.connect = function connectNoting(...args: unknown[]) {
    const callback = args.find((arg): arg is Callback => typeof arg === 'function')
    if (callback) {
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error && typeof error === 'object') noteFailedConnect(error)
        callback(error, ...rest)
      })
    }
    return (connect() as Promise<pg.PoolClient>).then(
      (client) => {
        if (!wrappedClients.has(client)) {
          wrappedClients.add(client)
          // Looked up at each call, not bound once: whatever wraps pg's client class later (the
          // tests' statement counter, the bench's) still sees this connection's statements.
          const clientClass = Object.getPrototypeOf(client) as { query: PoolMethod }
          client.query = function queryNoting(...queryArgs: unknown[]) {
            const result = clientClass.query.apply(client, queryArgs)
            return isPromise(result) ? notingLosses(result) : result
          } as typeof client.query
        }
        return client
      },
      (error: unknown) => {
        if (error && typeof error === 'object') noteFailedConnect(error)
        noteRequestConnectionLoss()
        throw error
      },
    )
  } as typeof pool.connect

  pool.query = function queryRetryingReads(...args: unknown[]) {
    // A callback's caller handles its own failures (nothing in the app passes one).
    if (args.some((arg) => typeof arg === 'function')) return query(...args)
    const run = () => query(...args) as Promise<unknown>
    return run().catch((error: unknown) => {
      if (!lostConnection(error) || !isPlainRead(statementText(args[0]))) {
        if (lostConnection(error)) noteRequestConnectionLoss()
        throw error
      }
      return notingLosses(run())
    })
  } as typeof pool.query
}

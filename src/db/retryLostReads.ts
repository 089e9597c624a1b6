import type pg from 'pg'

import { isConnectionLoss } from '@/domain/infrastructure/connectionLoss'
import { isPlainRead } from '@/domain/infrastructure/plainRead'

import { noteConnectionLoss } from './connectionLosses'
import { noteRequestConnectionLoss } from './requestConnectionLoss'

type Callback = (...results: unknown[]) => void
type PoolMethod = (...args: unknown[]) => unknown

const failedConnects = new WeakSet<object>()
/** A failed connect makes a session lookup read "nobody", so it must count as an outage too. */
function noteFailedConnect(error: object) {
  failedConnects.add(error)
  noteConnectionLoss()
}

const lostConnection = (error: unknown) =>
  isConnectionLoss(error) || (typeof error === 'object' && error !== null && failedConnects.has(error))

function statementText(statement: unknown): string {
  if (typeof statement === 'string') return statement
  const text = (statement as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text : ''
}

function notingLosses<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (lostConnection(error)) noteRequestConnectionLoss()
    throw error
  })
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function'

/**
 * A read outside a transaction is run once more on a fresh connection;
 * anything else fails and is noted, so the server answers the outage's 503.
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

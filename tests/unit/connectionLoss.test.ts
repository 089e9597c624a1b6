import { describe, expect, it } from 'vitest'

import { isConnectionLoss, isNoConnection } from '@/domain/infrastructure/connectionLoss'
import { rethrowConnectionLoss } from '@/errors/rethrowConnectionLoss'

describe('isConnectionLoss', () => {
  it('knows a restarting server, a cut socket and node-postgres’s dead connection', () => {
    expect(
      isConnectionLoss(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true)
    expect(isConnectionLoss(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
      true,
    )
    expect(isConnectionLoss(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isConnectionLoss(Object.assign(new Error('server conn crashed?'), { code: '08P01' }))).toBe(true)
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(true)
  })

  it('finds it under the wrappers of Drizzle and Payload', () => {
    const driver = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    expect(isConnectionLoss(new Error('Failed query: select 1', { cause: driver }))).toBe(true)
  })

  it('leaves a query’s own faults alone', () => {
    expect(isConnectionLoss(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
    expect(isConnectionLoss(Object.assign(new Error('invalid input syntax'), { code: '22P02' }))).toBe(false)
    expect(isConnectionLoss(new Error('Something else'))).toBe(false)
    expect(isConnectionLoss(undefined)).toBe(false)
    expect(isConnectionLoss('Connection terminated')).toBe(false)
  })
})

describe('isNoConnection', () => {
  it('is the pool giving up on a connection, also under Payload’s "cannot begin transaction"', () => {
    const pool = new Error('timeout exceeded when trying to connect')
    expect(isNoConnection(pool)).toBe(true)
    expect(isNoConnection(new Error('Error: cannot begin transaction: timeout exceeded when trying to connect'))).toBe(
      true,
    )
    expect(isNoConnection(Object.assign(new Error('Failed query: select 1'), { cause: pool }))).toBe(true)
  })

  it('is not a statement that timed out, nor another failure', () => {
    expect(
      isNoConnection(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
    ).toBe(false)
    expect(isNoConnection(new Error('Something went wrong.'))).toBe(false)
  })
})

describe('rethrowConnectionLoss', () => {
  it('gives back to the server a lost connection and a pool with none to give, not a failed read', () => {
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })
    const none = Object.assign(new Error('Failed query: select 1'), {
      cause: new Error('timeout exceeded when trying to connect'),
    })
    expect(() => rethrowConnectionLoss(lost)).toThrow(lost)
    expect(() => rethrowConnectionLoss(none)).toThrow(none)
    expect(() => rethrowConnectionLoss(new Error('relation "x" does not exist'))).not.toThrow()
  })
})

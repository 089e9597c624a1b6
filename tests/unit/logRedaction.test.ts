import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { logSerializers, withoutQueryParams } from '@/logging/logger'

describe('a database error in the log', () => {
  const failed = 'Failed query: insert into "payload_jobs_log" ("input") values ($1)\nparams: {"to":"nina@exemple.fr"}'

  it('keeps the statement and drops its values', () => {
    expect(withoutQueryParams(failed)).toBe(
      'Failed query: insert into "payload_jobs_log" ("input") values ($1)\nparams: [retirés du journal]',
    )
  })

  it('is written without them by the app’s logger, in its message and its stack', () => {
    let written = ''
    const sink = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk)
        done()
      },
    })
    const error = new Error(failed)
    const log = pino({ serializers: logSerializers }, sink)
    log.error({ err: error }, 'Error running job')
    expect(written).toContain('params: [retirés du journal]')
    expect(written).not.toContain('nina@exemple.fr')
  })
})

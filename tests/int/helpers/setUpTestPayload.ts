import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import type { Actors } from './actors'
import type { TestSmtpServer } from './smtpServer'
import {
  startTestPayload,
  startTestPayloadWithActors,
  startTestPayloadWithSmtp,
  stopTestPayloadWithSmtp,
} from './testPayload'

interface TestPayloadOptions {
  /** One account of every kind (`createActors`). */
  actors?: boolean
  /** A test SMTP server Payload sends to. */
  smtp?: boolean
}

/** What `setUpTestPayload` started: Payload, and the actors and the SMTP server when asked for. */
export type StartedTestPayload<Options extends TestPayloadOptions = object> = { payload: Payload } & (Options extends {
  actors: true
}
  ? { actors: Actors }
  : unknown) &
  (Options extends { smtp: true } ? { smtp: TestSmtpServer } : unknown)

type Started = { payload?: Payload; actors?: Actors; smtp?: TestSmtpServer }

function start({ actors, smtp }: TestPayloadOptions): Promise<Started> {
  if (actors) return smtp ? startTestPayloadWithActors({ smtp: true }) : startTestPayloadWithActors()
  return smtp ? startTestPayloadWithSmtp() : startTestPayload().then((payload) => ({ payload }))
}

/**
 * The set-up of an integration file: starts Payload in `beforeAll` (on a fresh database of its
 * own), stops what started in `afterAll`, and hands what started to `onStart`, which keeps it in
 * the file's variables:
 *
 *     let payload: Payload
 *     let actors: Actors
 *     setUpTestPayload({ actors: true }, (started) => ({ payload, actors } = started))
 *
 * The file's own set-up goes in `onStart` or in a `beforeAll` written below this call: vitest runs
 * before-hooks in the order they are written and after-hooks in reverse, so Payload stops last.
 */
export function setUpTestPayload(onStart?: (started: StartedTestPayload) => unknown): void
export function setUpTestPayload<Options extends TestPayloadOptions>(
  options: Options,
  onStart?: (started: StartedTestPayload<Options>) => unknown,
): void
export function setUpTestPayload(
  optionsOrOnStart: TestPayloadOptions | ((started: StartedTestPayload) => unknown) = {},
  onStart?: (started: StartedTestPayload) => unknown,
) {
  const options = typeof optionsOrOnStart === 'function' ? {} : optionsOrOnStart
  const handOver = typeof optionsOrOnStart === 'function' ? optionsOrOnStart : onStart
  let started: Started = {}

  beforeAll(async () => {
    started = await start(options)
    await handOver?.(started as StartedTestPayload)
  })

  afterAll(() => stopTestPayloadWithSmtp(started))
}

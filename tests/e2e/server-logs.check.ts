import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/**
 * Once every other test has run (the `server-logs` project is `chromium`'s teardown): what the
 * servers printed during the whole run holds no e-mail address, no session token, no link's
 * token and no password — the log names a request by its id and route and a person by their id
 * (src/metrics/trackRequests.ts). The logs are whole: `scripts/e2e.ts` writes them to files.
 */
const folder = process.env.E2E_SERVER_LOGS

const SECRETS: { what: string; pattern: RegExp }[] = [
  { what: 'an e-mail address', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g },
  { what: 'a JWT (a session)', pattern: /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/g },
  { what: 'a token in an address', pattern: /[?&](?:token|code|key)=[^\s&"']{8,}/gi },
]

/** What of SECRETS a text holds. */
const secretsIn = (text: string) =>
  SECRETS.flatMap(({ what, pattern }) => [...text.matchAll(pattern)].map((match) => `${what}: ${match[0]}`))

test('the servers’ logs of the whole run name no address, token or password', () => {
  // The patterns find what they look for (a line as a careless log would write it).
  expect(
    secretsIn('{"msg":"sent","to":"nina.durand@exemple.fr","url":"/auth/callback?token=Zm9vYmFyYmF6cXV4"}').length,
  ).toBe(2)
  expect(folder, 'E2E_SERVER_LOGS (set by scripts/e2e.ts)').toBeTruthy()
  const files = readdirSync(folder!).filter((file) => file.endsWith('.log'))
  expect(files.length).toBeGreaterThan(0)
  const found: string[] = []
  let lines = 0
  for (const file of files) {
    const text = readFileSync(path.join(folder!, file), 'utf8')
    lines += text.split('\n').length
    for (const secret of secretsIn(text)) found.push(`${file}: ${secret}`)
    const password = process.env.E2E_PASSWORD
    if (password && text.includes(password)) found.push(`${file}: the seed password`)
  }
  // A run that logged nothing would prove nothing: every request logs a line.
  expect(lines).toBeGreaterThan(100)
  expect(found.slice(0, 20)).toEqual([])
})

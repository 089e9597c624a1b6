import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const MODULE = 'src/context/requestContext.ts'
const SOURCE = /\.(ts|tsx|mts|mjs)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return SOURCE.test(entry.name) ? [relative] : []
  })
}

const files = ['src', 'collections', 'globals', 'scripts', 'migrations']
  .flatMap(sourceFiles)
  .filter((file) => file !== MODULE && !file.endsWith('payload-types.ts') && !file.startsWith('src/components/'))

/**
 * A request context read or written by key: `req.context[…]`, `req.context.x`, a hook's
 * `context.x` or `context[…]`, or a literal handed to the Local API (`context: { … }`). Variables
 * named `context` that are not Payload's (zod's refinement, `adminFromRequest`'s answer) are told
 * apart by what they call; components (a canvas's `context`) never hold a request's.
 */
const KEYED_USE =
  /\.context\[|\.context\.\w|\bcontext\[|\bcontext: \{|\bcontext\.(?!addIssue\b|payload\b|admin\b|refusal\b)\w/

describe('req.context', () => {
  it('is read and written by key only in src/context/requestContext.ts', () => {
    const offenders = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (KEYED_USE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(offenders).toEqual([])
  })

  it('its keys are spelled nowhere else', () => {
    const source = readFileSync(path.join(ROOT, MODULE), 'utf8')
    const keysBlock = source.slice(source.indexOf('const KEYS = {'), source.indexOf('} as const'))
    const keys = [...keysBlock.matchAll(/: '([^']+)'/g)].map((match) => match[1]!)
    expect(keys.length).toBeGreaterThan(5)
    const spelled = files.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      return keys
        .filter((key) => text.includes(`'${key}'`) || text.includes(`\`${key}`))
        .map((key) => `${file}: ${key}`)
    })
    expect(spelled).toEqual([])
  })
})

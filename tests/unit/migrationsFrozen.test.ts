import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations')

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Live code: anything of the app a later commit may change (its defaults, config, hooks). */
const LIVE = /^(@\/|@payload-config$|(\.\.\/)+(src|collections|globals|scripts|payload\.config)(\/|$))/

describe('migrations', () => {
  it('carry their data as literals and import no live code: replayed later, each writes what it first wrote', () => {
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    expect(files.length).toBeGreaterThan(10)
    const imports = files.flatMap((file) =>
      [...readFileSync(path.join(MIGRATIONS, file), 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? match[2]!)
        .filter((spec) => LIVE.test(spec))
        .map((spec) => `${file}: ${spec}`),
    )
    expect(imports).toEqual([])
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The docs name files a newcomer will open: each named path exists, each bare or partial file name is
 * some file's, and the README's layout lists every folder of `src/`, `collections/`, `globals/` and `tests/`.
 */
const root = path.resolve(import.meta.dirname, '../..')
const DOCS = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)]
const ROOTS = [
  'src/',
  'collections/',
  'globals/',
  'tests/',
  'scripts/',
  'migrations/',
  'deploy/',
  'bench/',
  'docs/',
  '.ci/',
]
const ROOT_FILES = /^[\w.-]+\.(ts|tsx|mts|mjs|json|md)$/
/** A path inside a folder the text names just before (`helpers/actors.ts`, `(frontend)/error.tsx`). */
const SOURCE_FILE = /^[\w()[\].-]+\/[\w()[\]/.-]+\.(ts|tsx|mjs)$/
const IGNORED = new Set(['node_modules', '.git', '.next', '.data'])

function allFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) allFiles(full, found)
    else found.push(path.relative(root, full))
  }
  return found
}
const files = allFiles(root)
const baseNames = new Set(files.map((file) => path.basename(file)))

/** A named path with `<placeholders>` and `*` matches any file or folder under them. */
function exists(named: string): boolean {
  const clean = named.replace(/[:#].*$/, '').replace(/\/$/, '')
  if (!/[<*{]/.test(clean)) return existsSync(path.join(root, clean))
  const pattern = new RegExp(
    '^' +
      clean
        .replace(/[.+?^$()|[\]\\]/g, '\\$&')
        .replace(/<[^>]+>|\*/g, '[^/]+')
        .replace(/\{[^}]+\}/g, '[^/]+') +
      '(/|$)',
  )
  return files.some((file) => pattern.test(file))
}

/** The backticked names of a document, and the first word of each line of its code blocks. */
function namedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1])
  const blocks = [...text.matchAll(/```\n([\s\S]*?)```/g)].flatMap((match) =>
    match[1].split('\n').map((line) => line.trim().split(/\s+/)[0] ?? ''),
  )
  return [...quoted, ...blocks]
}

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const named = namedPaths(readFileSync(path.join(root, doc), 'utf8'))
    const missing = named.filter((name) => {
      if (ROOTS.some((prefix) => name.startsWith(prefix))) return !exists(name)
      if (ROOT_FILES.test(name) && !name.includes('/')) return !baseNames.has(name)
      if (SOURCE_FILE.test(name)) return !files.some((file) => file.endsWith(`/${name}`))
      return false
    })
    expect(missing).toEqual([])
  })

  it("the README's layout lists every folder of src/, collections/, globals/ and tests/, and src/'s files", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('## Read more'))
    const listed = new Set(namedPaths(layout))
    const expected = [
      ...readdirSync(path.join(root, 'src'), { withFileTypes: true }).map((entry) =>
        entry.isDirectory() ? `src/${entry.name}/` : `src/${entry.name}`,
      ),
      ...['collections/hooks/', 'collections/endpoints/', 'globals/<Name>/', 'globals/hooks/'],
      ...readdirSync(path.join(root, 'tests'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `tests/${entry.name}/`),
    ]
    expect(expected.filter((entry) => !listed.has(entry))).toEqual([])
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|mts|mjs)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The source file an import names, or null for a library. */
function resolveImport(file: string, spec: string): string | null {
  if (spec.startsWith('@/')) return path.join(ROOT, 'src', spec.slice(2))
  if (spec === '@payload-config') return path.join(ROOT, 'payload.config.ts')
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec)
  return null
}

/** The folder a file belongs to for layering: `src/<area>`, `collections` or `globals`; null for root files. */
function folderOf(file: string): string | null {
  const parts = path.relative(ROOT, file).split(path.sep)
  if (parts[0] === 'collections') return 'collections'
  if (parts[0] === 'globals') return 'globals'
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`
  return null
}

function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of ['src', 'collections', 'globals'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const from = folderOf(file)
    if (!from) continue
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2])
      const to = target && folderOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, path.relative(ROOT, file))
      graph.set(from, edges)
    }
  }
  return graph
}

/** Each cycle once, as its folders in order, with the file that makes each step. */
function cycles(graph: Map<string, Map<string, string>>): string[] {
  const found = new Set<string>()
  const visit = (start: string, node: string, trail: string[]) => {
    for (const [next, file] of graph.get(node) ?? []) {
      const step = `${node} → ${next} (${file})`
      if (next === start) {
        const nodes = [...trail, step]
        const first = nodes.indexOf(nodes.slice().sort()[0])
        found.add([...nodes.slice(first), ...nodes.slice(0, first)].join('; '))
      } else if (next > start && !trail.some((s) => s.startsWith(`${next} →`))) {
        visit(start, next, [...trail, step])
      }
    }
  }
  for (const start of graph.keys()) visit(start, start, [])
  return [...found].sort()
}

describe('layers', () => {
  it('no folder of src/ (nor collections/ or globals/) imports, through any path, a folder that imports it back', () => {
    expect(cycles(folderGraph())).toEqual([])
  })

  it('src/domain imports only itself and libraries', () => {
    expect([...(folderGraph().get('src/domain')?.entries() ?? [])].map(([to, file]) => `${to} (${file})`)).toEqual([])
  })
})

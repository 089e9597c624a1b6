import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
/** Written by tools, not read as code: Payload's types and the admin's import map. */
const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']

const MAX_FILE_LINES = 400
const MAX_COMPONENT_LINES = 200

/** Files allowed past a limit for now, each with the reason; remove a line once it holds again. */
const LONG_FILES: Record<string, string> = {}
const LONG_COMPONENTS: Record<string, string> = {}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return SOURCE.test(entry.name) ? [relative] : []
  })
}

const files = ['src', 'collections', 'globals', 'scripts', 'bench']
  .flatMap(sourceFiles)
  .filter((file) => !GENERATED.includes(file))

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** A top-level function or arrow function whose name starts with a capital: a React component. */
function components(file: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const span = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.end).line - source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  return source.statements.flatMap((statement) => {
    if (ts.isFunctionDeclaration(statement) && statement.name && /^[A-Z]/.test(statement.name.text)) {
      return [{ name: statement.name.text, lines: span(statement) }]
    }
    if (!ts.isVariableStatement(statement)) return []
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) &&
      /^[A-Z]/.test(declaration.name.text) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
        ? [{ name: declaration.name.text, lines: span(declaration) }]
        : [],
    )
  })
}

// Parsing every component takes seconds on a loaded machine, past vitest's default 5 s.
describe('sizes a reader can hold', { timeout: 60_000 }, () => {
  it(`no source file under src/, collections/, globals/, scripts/ or bench/ is over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ file, lines }) => lines > MAX_FILE_LINES && !(file in LONG_FILES))
      .map(({ file, lines }) => `${file}: ${lines}`)
    expect(long).toEqual([])
  })

  it(`no React component is over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        components(file, readFileSync(path.join(ROOT, file), 'utf8'))
          .filter(({ name, lines }) => lines > MAX_COMPONENT_LINES && !(`${file}#${name}` in LONG_COMPONENTS))
          .map(({ name, lines }) => `${file}#${name}: ${lines}`),
      )
    expect(long).toEqual([])
  })

  it('every exception is still needed: a file or component back under its limit leaves the list', () => {
    const stale = [
      ...Object.keys(LONG_FILES).filter(
        (file) => lineCount(readFileSync(path.join(ROOT, file), 'utf8')) <= MAX_FILE_LINES,
      ),
      ...Object.keys(LONG_COMPONENTS).filter((key) => {
        const [file, name] = key.split('#') as [string, string]
        const found = components(file, readFileSync(path.join(ROOT, file), 'utf8')).find((c) => c.name === name)
        return !found || found.lines <= MAX_COMPONENT_LINES
      }),
    ]
    expect(stale).toEqual([])
  })
})

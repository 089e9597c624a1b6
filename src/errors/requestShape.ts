import type { SanitizedConfig } from 'payload'

import { asksWholeList, WHOLE_LIST_MESSAGE } from '@/domain/request/paging'

import { ROUTE_NOT_FOUND_MESSAGE } from './frenchNotFound'
import { MALFORMED_INPUT_MESSAGE } from './malformedInput'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

export const METHOD_NOT_ALLOWED_MESSAGE = 'Cette adresse de l’API n’accepte pas cette méthode.'
export const PAGE_METHOD_NOT_ALLOWED_MESSAGE = 'Cette page n’accepte pas cette méthode.'

/** Paging and population a list may ask for; past these, a request is a mistake or an attack. */
const NUMERIC_PARAMS: Record<string, { min: number; max: number }> = {
  limit: { min: 0, max: 1_000 },
  page: { min: 1, max: 1_000_000 },
  depth: { min: 0, max: 10 },
}

const isWholeNumber = (value: string) => /^\d{1,9}$/.test(value)

/** Map operators: we store no coordinates. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const ID_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'exists',
])
const DATE_FIELDS = new Set(['createdAt', 'updatedAt'])

const isDate = (value: string) => {
  const time = Date.parse(value)
  return !Number.isNaN(time) && new Date(time).getUTCFullYear() < 10_000
}

/** Payload read those as "matches nothing", or failed in the database. */
function badCondition(key: string, value: string): boolean {
  const parts = [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1])
  // `where[id][in][0]=…` lists values with an index after the operator.
  if (parts.length > 1 && /^\d+$/.test(parts.at(-1)!)) parts.pop()
  const operator = parts.at(-1) ?? ''
  const field = parts.at(-2) ?? ''
  if (GEO_OPERATORS.has(operator)) return true
  if (operator === 'exists') return value !== 'true' && value !== 'false'
  if (field === 'id') {
    return !ID_OPERATORS.has(operator) || !value.split(',').every((id) => isWholeNumber(id.trim()))
  }
  if (DATE_FIELDS.has(field)) return !isDate(value)
  return false
}

const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

type Segments = { literals: Map<string, Set<string>>; takesId: boolean; takesKey: boolean }

function segmentsOf(config: SanitizedConfig) {
  const bySlug = new Map<string, Segments>()
  for (const collection of config.collections) {
    const segments: Segments = { literals: new Map(), takesId: false, takesKey: false }
    for (const endpoint of collection.endpoints || []) {
      const first = endpoint.path.split('/').filter(Boolean)[0]
      if (first === ':id') segments.takesId = true
      else if (first?.startsWith(':')) segments.takesKey = true
      else if (first) {
        const methods = segments.literals.get(first) ?? new Set<string>()
        methods.add(endpoint.method.toUpperCase())
        segments.literals.set(first, methods)
      }
    }
    bySlug.set(collection.slug, segments)
  }
  return bySlug
}

function shapeProblem(method: string, url: URL, segments: Map<string, Segments>): [number, string] | null {
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return [400, MALFORMED_INPUT_MESSAGE]
  }
  if (path.includes('\0')) return [400, MALFORMED_INPUT_MESSAGE]
  const [, api, slug, second] = path.split('/')
  const collection = api === 'api' ? segments.get(slug) : undefined
  // Ids are whole numbers: `1' OR 1=1--` must not be read as 1.
  const literal = collection && second ? collection.literals.get(second) : undefined
  // `GET /api/members/login`: the address exists for another method.
  const asked = method === 'HEAD' ? 'GET' : method
  if (literal && !literal.has(asked) && !collection?.takesKey) return [405, METHOD_NOT_ALLOWED_MESSAGE]
  if (collection && second && !literal && !collection.takesKey) {
    if (!collection.takesId || !isWholeNumber(second)) return [404, ROUTE_NOT_FOUND_MESSAGE]
  }
  for (const [name, { min, max }] of Object.entries(NUMERIC_PARAMS)) {
    const value = url.searchParams.get(name)
    if (value === null || value === '') continue
    if (!isWholeNumber(value) || Number(value) < min || Number(value) > max) return [400, MALFORMED_INPUT_MESSAGE]
  }
  // `where` is an object of conditions (`where[field][equals]=…`), never a bare value.
  if (url.searchParams.has('where')) return [400, MALFORMED_INPUT_MESSAGE]
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('where[') && badCondition(key, value)) return [400, MALFORMED_INPUT_MESSAGE]
  }
  if (url.search.includes('%00')) return [400, MALFORMED_INPUT_MESSAGE]
  // A list read is a page (deletes and updates by condition may name limit=0: they act on all rows).
  if (collection && asked === 'GET' && asksWholeList(url.searchParams)) return [400, WHOLE_LIST_MESSAGE]
  return null
}

/** Otherwise a malformed id is a database 500, or worse, a loosely parsed id acting on another row. */
export const withRequestShape = <Context>(
  config: Promise<SanitizedConfig>,
  handler: RouteHandler<Context>,
): RouteHandler<Context> => {
  let segments: Map<string, Segments> | undefined
  return async (request, context) => {
    segments ??= segmentsOf(await config)
    const problem = shapeProblem(request.method, new URL(request.url), segments)
    if (problem) return refusal(...problem)
    const response = await handler(request, context)
    return response.status === 501 ? refusal(405, METHOD_NOT_ALLOWED_MESSAGE) : response
  }
}

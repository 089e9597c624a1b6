/**
 * A page number is an OFFSET walked row by row (page 40,000 of the ledger cost
 * 38 times page 1), so beyond `MAX_LISTED_ROWS` lists are read by filter.
 */
export const MAX_LISTED_ROWS = 10_000

export const DEFAULT_PAGE_SIZE = 10

export type PagingArgs = { page?: number; limit?: number; pagination?: boolean }

const frenchNumber = (value: number) => new Intl.NumberFormat('fr-FR').format(value)

/** The last page of `limit` rows within the first `MAX_LISTED_ROWS` rows (page 1 000 at 10 per page). */
export const lastReachablePage = (limit: number) => Math.ceil(MAX_LISTED_ROWS / Math.max(1, limit))

/** `page` brought back within the reachable pages: our own list pages show the last one rather than refuse. */
export const reachablePage = (page: number, limit: number) => Math.min(page, lastReachablePage(limit))

/** The rows a read of `args` reads past; Payload skips (page − 1) × limit rows even without pagination. */
export function skippedRows({ page = 1, limit, pagination = true }: PagingArgs): number {
  const size = limit ?? (pagination ? DEFAULT_PAGE_SIZE : 0)
  return Math.max(0, page - 1) * size
}

export const deepPageMessage = (limit: number) =>
  `Cette page est trop loin dans la liste : une liste ne se lit par numéro de page que sur ses ` +
  `${frenchNumber(MAX_LISTED_ROWS)} premières lignes (jusqu’à la page ${frenchNumber(lastReachablePage(limit))} ` +
  `à ${limit} ligne${limit > 1 ? 's' : ''} par page). Pour aller plus loin, filtrez à partir de la dernière ligne lue, par exemple ` +
  `where[createdAt][less_than]=<sa date de création>&sort=-createdAt, ou where[id][less_than]=<son id>&sort=-id.`

export const WHOLE_LIST_MESSAGE =
  'Une liste de l’API se lit par pages : indiquez limit entre 1 et 1 000 (ni limit=0, ni pagination=false sans limit).'

export function deepPageRefusal(args: PagingArgs): string | null {
  return skippedRows(args) >= MAX_LISTED_ROWS ? deepPageMessage(args.limit || DEFAULT_PAGE_SIZE) : null
}

/**
 * Read from the address, not a read's arguments: the server's
 * own bounded unpaginated reads run inside REST requests too.
 */
export const asksWholeList = (query: URLSearchParams) =>
  query.get('limit') === '0' || (query.get('pagination') === 'false' && !query.get('limit'))

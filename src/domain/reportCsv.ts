import { ACTION_TYPE_LABELS, ACTION_TYPES, type ActionType } from './declaredActions'
import { parseWebUrl, urlMatchKey } from './webUrl'

/** The columns of a Monday reporting CSV. */
export const REPORT_CSV_COLUMNS = ['platform', 'url', 'action_type', 'author_handle'] as const
type ReportCsvColumn = (typeof REPORT_CSV_COLUMNS)[number]

export const REPORT_CSV_HEADER_MESSAGE =
  'Le fichier CSV doit contenir les colonnes platform,url,action_type,author_handle.'

/** One usable row of a reporting CSV. `urlKey` is what matching compares (see `urlMatchKey`). */
export type ReportCsvRow = {
  line: number
  platform: string
  url: string
  urlKey: string
  actionType: ActionType
  authorHandle: string
}

/** A row that was not used, with its line in the file (1 is the header) and why, in French. */
export type ReportProblem = { line: number; reason: string }

export type ReportCsv = {
  /** False when the header lacks `url` or `action_type`: then nothing else was read. */
  headerOk: boolean
  rows: ReportCsvRow[]
  problems: ReportProblem[]
  /** Records read after the header, blank lines left out (used, malformed and duplicates). */
  recordCount: number
}

/** "Commentaire", "J’aime", "partagé " → the key of ACTION_TYPE_NAMES. */
const simplify = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[\s-]+/g, '_')

/** Other words owners write for an action type, beside its value and its French label. */
const ACTION_TYPE_SYNONYMS: Partial<Record<ActionType, readonly string[]>> = {
  like: ['jaime', 'mention_jaime'],
  share: ['repost'],
  post: ['publication'],
}

/**
 * Action types as owners write them: the English values, the French labels the site shows and their
 * synonyms (singular or plural, any case, with or without accents).
 */
const ACTION_TYPE_NAMES: Record<string, ActionType> = Object.fromEntries(
  ACTION_TYPES.flatMap((type) =>
    [type, ACTION_TYPE_LABELS[type], ...(ACTION_TYPE_SYNONYMS[type] ?? [])]
      .map((name) => simplify(name))
      .flatMap((name) => [name, `${name}s`])
      .map((name) => [name, type] as const),
  ),
)

/** The action type a reporting cell names, or null when it names none we know. */
export function reportActionType(value: string): ActionType | null {
  return ACTION_TYPE_NAMES[simplify(value)] ?? null
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

/** The header's separator: whichever of `;` and `,` it holds more of (Excel in French writes `;`). */
function separatorOf(headerLine: string): ';' | ',' {
  let semicolons = 0
  let commas = 0
  for (let i = 0; i < headerLine.length; i++) {
    const char = headerLine[i]
    if (char === ';') semicolons++
    else if (char === ',') commas++
  }
  return semicolons > commas ? ';' : ','
}

/**
 * Splits CSV text into records of fields (RFC 4180: fields in double quotes may hold the
 * separator, line breaks and doubled quotes). Calls `onRecord` with each record and the line
 * it starts on. One pass over the characters, so 50,000 rows take milliseconds.
 */
function readRecords(text: string, separator: string, onRecord: (fields: string[], line: number) => boolean | void) {
  const length = text.length
  let i = 0
  let line = 1
  while (i < length) {
    const startLine = line
    const fields: string[] = []
    let endOfRecord = false
    while (!endOfRecord) {
      let value = ''
      if (text[i] === '"') {
        i++
        let start = i
        for (;;) {
          const quote = text.indexOf('"', i)
          if (quote === -1) {
            // An unclosed quote runs to the end of the file.
            value += text.slice(start)
            i = length
            break
          }
          value += text.slice(start, quote)
          if (text[quote + 1] === '"') {
            value += '"'
            i = start = quote + 2
          } else {
            i = quote + 1
            break
          }
        }
        for (let j = 0; j < value.length; j++) if (value[j] === '\n') line++
        // Anything between the closing quote and the next separator is kept as written.
        while (i < length && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') value += text[i++]
      } else {
        const start = i
        while (i < length && text[i] !== separator && text[i] !== '\n' && text[i] !== '\r') i++
        value = text.slice(start, i)
      }
      fields.push(value)
      if (i < length && text[i] === separator) {
        i++
      } else {
        if (text[i] === '\r') i++
        if (text[i] === '\n') i++
        line++
        endOfRecord = true
      }
    }
    if (onRecord(fields, startLine) === false) return
  }
}

const isBlank = (fields: string[]) => fields.every((field) => field.trim() === '')

/** Header cell → column name: any case, spaces or hyphens for underscores ("Action type"). */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

type HeaderColumns = { [column in ReportCsvColumn]: number }

/** Where each known column is in the header (-1 when absent); extra columns are ignored. */
function headerColumns(cells: string[]): HeaderColumns {
  const names = cells.map(columnName)
  return {
    platform: names.indexOf('platform'),
    url: names.indexOf('url'),
    action_type: names.indexOf('action_type'),
    author_handle: names.indexOf('author_handle'),
  }
}

/** Reads the header (the first non-blank line) of a reporting CSV; null columns when there is none. */
function readHeader(text: string): { separator: ';' | ','; columns: HeaderColumns | null } {
  const headerLine = /[^\r\n]*\S[^\r\n]*/.exec(text)?.[0]
  if (!headerLine) return { separator: ',', columns: null }
  const separator = separatorOf(headerLine)
  let cells: string[] = []
  readRecords(headerLine, separator, (fields) => {
    cells = fields
    return false
  })
  return { separator, columns: headerColumns(cells) }
}

/**
 * The check the reporting form makes in the browser and the server makes again: the header
 * names at least `url` and `action_type` (platform and author_handle are welcome, not needed).
 * Takes the file's beginning (its first line is enough); returns the French error or null.
 */
export function reportCsvHeaderProblem(text: string): string | null {
  const { columns } = readHeader(stripBom(text))
  return columns && columns.url !== -1 && columns.action_type !== -1 ? null : REPORT_CSV_HEADER_MESSAGE
}

/**
 * The text of a CSV file's bytes. Spreadsheets on Windows often save CSV as Windows-1252, not
 * UTF-8: bytes that are not valid UTF-8 are read as Windows-1252, so "Commentaire" or a handle
 * with an accent still reads as written.
 */
export function decodeReportCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/**
 * Reads a reporting CSV: BOM, CRLF, `;` or `,` (from the header), quoted fields, any column
 * order and case, extra columns and blank lines are fine. A row without a valid url or with an
 * action type we do not know is reported as a problem; a row repeating an earlier one (same
 * link, same type) is reported as a duplicate and used once.
 */
export function parseReportCsv(input: string): ReportCsv {
  const text = stripBom(input)
  const { separator, columns: header } = readHeader(text)
  if (!header || header.url === -1 || header.action_type === -1) {
    return { headerOk: false, rows: [], problems: [{ line: 1, reason: REPORT_CSV_HEADER_MESSAGE }], recordCount: 0 }
  }
  const rows: ReportCsvRow[] = []
  const problems: ReportProblem[] = []
  const firstLines = new Map<string, number>()
  let recordCount = 0
  let headerSeen = false
  const cell = (fields: string[], index: number) => (index === -1 ? '' : (fields[index] ?? '').trim())

  readRecords(text, separator, (fields, line) => {
    if (isBlank(fields)) return
    if (!headerSeen) {
      headerSeen = true
      return
    }
    recordCount++
    const refuse = (reason: string) => void problems.push({ line, reason })
    const rawUrl = cell(fields, header.url)
    const rawType = cell(fields, header.action_type)
    if (!rawUrl) return refuse('Lien (url) manquant.')
    const parsed = parseWebUrl(rawUrl)
    if (!parsed) return refuse(`Lien invalide : « ${rawUrl.slice(0, 200)} ».`)
    if (!rawType) return refuse('Type d’action (action_type) manquant.')
    const actionType = reportActionType(rawType)
    if (!actionType)
      return refuse(`Type d’action inconnu : « ${rawType.slice(0, 50)} » (attendu : like, comment, share ou post).`)
    const urlKey = urlMatchKey(parsed)!
    const key = `${actionType} ${urlKey}`
    const first = firstLines.get(key)
    if (first !== undefined) return refuse(`Ligne en double (déjà lue ligne ${first}).`)
    firstLines.set(key, line)
    rows.push({
      line,
      platform: cell(fields, header.platform),
      url: parsed.toString(),
      urlKey,
      actionType,
      authorHandle: cell(fields, header.author_handle),
    })
  })
  return { headerOk: true, rows, problems, recordCount }
}

/** A link found in a report's free text, with the line it is on. */
export type ReportTextUrl = { line: number; url: string; urlKey: string }

const TEXT_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'«»]+/gi

/**
 * The links of a report's free text: anywhere in the text, those starting with http(s):// or
 * www. (a bare "exemple.fr" in a sentence is too often not a link), trailing punctuation left
 * out, each link once. The text gives no action type: such a link matches the pending
 * declarations with that link whatever their type (see `processProjectReport`).
 */
export function reportTextUrls(text: string): ReportTextUrl[] {
  const found: ReportTextUrl[] = []
  const seen = new Set<string>()
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    for (const [raw] of content.matchAll(TEXT_LINK)) {
      const parsed = parseWebUrl(raw.replace(/[.,;:!?)\]}»…]+$/, ''))
      const urlKey = parsed && urlMatchKey(parsed)
      if (!parsed || !urlKey || seen.has(urlKey)) continue
      seen.add(urlKey)
      found.push({ line: index + 1, url: parsed.toString(), urlKey })
    }
  })
  return found
}

/** Header names of the optional column of a publication's views (impressions). */
const VIEWS_COLUMNS = ['views', 'vues', 'impressions']

export type ReportCsvViews = { total: number | null; problems: ReportProblem[] }

/** One publication's views as typed: in the CSV's `vues` column or on a line of the form. */
export type ViewsEntry = { line: number; where: string; url: string; raw: string }

/**
 * The one check and sum of reported views, whatever they came through: a figure must be a whole
 * number of at least 0 (French problem otherwise, naming its line); each publication (link) is
 * counted once, at its largest figure, so a like and a comment on one post, or the same post in
 * the CSV and the form, do not add its views twice. No figure at all reports none (null).
 */
export function tallyViews(entries: ViewsEntry[]): ReportCsvViews {
  const byPublication = new Map<string, number>()
  const problems: ReportProblem[] = []
  for (const { line, where, url, raw } of entries) {
    const figure = raw.trim()
    if (!figure) continue
    const digits = figure.replace(/[\s\u00a0\u202f.]/g, '')
    if (!/^\d{1,12}$/.test(digits)) {
      problems.push({
        line,
        reason: `${where} ${line} : les vues doivent être un nombre entier positif ou nul (« ${figure.slice(0, 30)} »).`,
      })
      continue
    }
    const parsed = parseWebUrl(url.trim())
    const key = parsed ? urlMatchKey(parsed)! : `${where} ${line}`
    byPublication.set(key, Math.max(byPublication.get(key) ?? 0, Number(digits)))
  }
  if (byPublication.size === 0) return { total: null, problems }
  return { total: [...byPublication.values()].reduce((sum, views) => sum + views, 0), problems }
}

/** The CSV's optional `vues` column as entries for `tallyViews`; none without the column. */
export function reportCsvViewEntries(input: string): ViewsEntry[] {
  const text = stripBom(input)
  const { separator, columns } = readHeader(text)
  if (!columns || columns.url === -1) return []
  let column = -1
  readRecords(/[^\r\n]*\S[^\r\n]*/.exec(text)?.[0] ?? '', separator, (cells) => {
    column = cells.map(columnName).findIndex((name) => VIEWS_COLUMNS.includes(name))
    return false
  })
  if (column === -1) return []
  const entries: ViewsEntry[] = []
  let headerSeen = false
  readRecords(text, separator, (fields, line) => {
    if (isBlank(fields)) return
    if (!headerSeen) {
      headerSeen = true
      return
    }
    entries.push({ line, where: 'Ligne', url: fields[columns.url] ?? '', raw: fields[column] ?? '' })
  })
  return entries
}

/** The views the owner reports in the CSV's optional `vues` column (see `tallyViews`). */
export const reportCsvViews = (input: string): ReportCsvViews => tallyViews(reportCsvViewEntries(input))

/** Where the form's views lines are named in a French problem ("Vues, ligne 2 : …"). */
const FORM_VIEWS_WHERE = 'Vues, ligne'

/**
 * The Monday form's optional "Vues par publication": one line per publication, its link then its
 * figure ("https://… ; 12 000"). A line with no figure after its link is a problem, in French.
 */
export function reportFormViewEntries(text: string): { entries: ViewsEntry[]; problems: ReportProblem[] } {
  const entries: ViewsEntry[] = []
  const problems: ReportProblem[] = []
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    const line = index + 1
    if (!content.trim()) return
    const match = /^\s*(\S+?)[\s;,\t]+(\S.*)$/.exec(content)
    if (!match) {
      problems.push({ line, reason: `${FORM_VIEWS_WHERE} ${line} : ${REPORT_VIEWS_LINE_HINT}` })
      return
    }
    entries.push({ line, where: FORM_VIEWS_WHERE, url: match[1], raw: match[2].replace(/\s*vues?\s*$/i, '') })
  })
  return { entries, problems }
}

export const REPORT_VIEWS_LINE_HINT = 'indique le lien de la publication puis ses vues (ex. https://… ; 12 000).'

/**
 * The views of a reporting from its CSV and its form lines together: the form's line problems
 * first, then every figure through `tallyViews`.
 */
export function reportedViews(csvText: string | null, formText: string): ReportCsvViews {
  const form = reportFormViewEntries(formText)
  const tally = tallyViews([...(csvText ? reportCsvViewEntries(csvText) : []), ...form.entries])
  return { total: tally.total, problems: [...form.problems, ...tally.problems] }
}

/** "10 000 à 20 000" (the offer's figure of views) → its bounds, or null when it is not one. */
export function viewsPromise(figure: string): { min: number; max: number } | null {
  const numbers = figure.match(/\d[\d\s\u00a0\u202f.]*/g)?.map((part) => Number(part.replace(/\D/g, '')))
  if (!numbers || numbers.length === 0 || numbers.some((n) => !Number.isSafeInteger(n))) return null
  return { min: Math.min(...numbers), max: Math.max(...numbers) }
}

import { ACTION_TYPE_LABELS, ACTION_TYPES, type ActionType } from '../declaredActions/declaredActions'
import { parseWebUrl, urlMatchKey } from '../webUrl'

export const REPORT_CSV_COLUMNS = ['platform', 'url', 'action_type', 'author_handle'] as const
type ReportCsvColumn = (typeof REPORT_CSV_COLUMNS)[number]

/**
 * The names owners read in the template, in French; the spec's English names stay accepted
 * (and a few spellings of each), any case, accents, spaces or hyphens aside.
 */
export const REPORT_CSV_FRENCH_COLUMNS: Record<ReportCsvColumn, string> = {
  platform: 'plateforme',
  url: 'lien',
  action_type: 'type_action',
  author_handle: 'auteur',
}

const COLUMN_SYNONYMS: Record<ReportCsvColumn, readonly string[]> = {
  platform: ['platform', 'plateforme', 'reseau'],
  url: ['url', 'lien'],
  action_type: ['action_type', 'type_action', 'type_daction', 'type_d_action'],
  author_handle: ['author_handle', 'auteur', 'pseudo', 'compte'],
}

export const REPORT_CSV_HEADER_MESSAGE =
  'Le fichier CSV doit contenir les colonnes plateforme, lien, type_action, auteur (celles du modèle à télécharger).'

/** Where the form offers the template. */
export const REPORT_CSV_TEMPLATE_PATH = '/reporting/modele.csv'

/**
 * The template the Monday form offers: French column names, `;` as Excel in French writes it, a
 * BOM so it opens in UTF-8, and one example line per action type the owner replaces.
 */
export const REPORT_CSV_TEMPLATE =
  '\ufeff' +
  [
    [...REPORT_CSV_COLUMNS.map((column) => REPORT_CSV_FRENCH_COLUMNS[column]), 'vues'],
    ['linkedin', 'https://www.linkedin.com/feed/update/urn:li:activity:1234567890', 'like', '@prenom-nom', '1200'],
    ['linkedin', 'https://www.linkedin.com/feed/update/urn:li:activity:1234567890', 'commentaire', '@prenom-nom', ''],
    ['instagram', 'https://www.instagram.com/p/EXEMPLE/', 'partage', '@compte', '350'],
    ['facebook', 'https://www.facebook.com/exemple/posts/123', 'post', 'Prénom Nom', ''],
  ]
    .map((cells) => cells.join(';'))
    .join('\r\n') +
  '\r\n'

export type ReportCsvRow = {
  line: number
  platform: string
  url: string
  urlKey: string
  actionType: ActionType
  authorHandle: string
}

export type ReportProblem = { line: number; reason: string }

export type ReportCsv = {
  /** False when the header lacks `url` or `action_type`: then nothing else was read. */
  headerOk: boolean
  rows: ReportCsvRow[]
  problems: ReportProblem[]
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

/** Owners write types in French or English, singular or plural, with or without accents. */
const ACTION_TYPE_NAMES: Record<string, ActionType> = Object.fromEntries(
  ACTION_TYPES.flatMap((type) =>
    [type, ACTION_TYPE_LABELS[type], ...(ACTION_TYPE_SYNONYMS[type] ?? [])]
      .map((name) => simplify(name))
      .flatMap((name) => [name, `${name}s`])
      .map((name) => [name, type] as const),
  ),
)

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

/** One pass over the characters, so 50,000 rows take milliseconds. */
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

/** Header cell → column name: any case, accents, apostrophes, spaces or hyphens ("Type d’action"). */
const columnName = (cell: string) => simplify(cell)

type HeaderColumns = { [column in ReportCsvColumn]: number }

function headerColumns(cells: string[]): HeaderColumns {
  const names = cells.map(columnName)
  const find = (column: ReportCsvColumn) => names.findIndex((name) => COLUMN_SYNONYMS[column].includes(name))
  return {
    platform: find('platform'),
    url: find('url'),
    action_type: find('action_type'),
    author_handle: find('author_handle'),
  }
}

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

/** The same check in the browser and on the server; the first line is enough. */
export function reportCsvHeaderProblem(text: string): string | null {
  const { columns } = readHeader(stripBom(text))
  return columns && columns.url !== -1 && columns.action_type !== -1 ? null : REPORT_CSV_HEADER_MESSAGE
}

/** Windows spreadsheets often save CSV as Windows-1252, so invalid UTF-8 is read as that. */
export function decodeReportCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** A repeated row (same link, same type) is reported as a duplicate and used once. */
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
    if (!rawUrl) return refuse('Lien (colonne lien) manquant.')
    const parsed = parseWebUrl(rawUrl)
    if (!parsed) return refuse(`Lien invalide : « ${rawUrl.slice(0, 200)} ».`)
    if (!rawType) return refuse('Type d’action (colonne type_action) manquant.')
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

export type ReportTextUrl = { line: number; url: string; urlKey: string }

const TEXT_LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'«»]+/gi

/** A bare "exemple.fr" in a sentence is too often not a link; text gives no type, so these match whatever the type. */
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

const VIEWS_COLUMNS = ['views', 'vues', 'impressions']

export type ReportCsvViews = { total: number | null; problems: ReportProblem[] }

export type ViewsEntry = { line: number; where: string; url: string; raw: string }

/** One check for the CSV and the form; each post counted once at its largest figure, so a like and a comment do not add its views twice. */
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

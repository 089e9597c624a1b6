/** A UTF-16 surrogate without its pair: JavaScript holds it, UTF-8 (the database, JSON) cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** PostgreSQL's text cannot hold NUL; a lone surrogate was stored as "�". */
export function unstorableText(text: string): 'nul' | 'not-unicode' | null {
  if (text.includes('\0')) return 'nul'
  if (LONE_SURROGATE.test(text)) return 'not-unicode'
  return null
}

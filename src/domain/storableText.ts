/** A UTF-16 surrogate without its pair: JavaScript holds it, UTF-8 (the database, JSON) cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Why `text` cannot be stored as it is, or null: a NUL character (PostgreSQL's text cannot hold
 * it) or a lone surrogate (not Unicode: it was stored as "�" and shown back so).
 */
export function unstorableText(text: string): 'nul' | 'not-unicode' | null {
  if (text.includes('\0')) return 'nul'
  if (LONE_SURROGATE.test(text)) return 'not-unicode'
  return null
}

/** Words of a statement that writes, locks or moves a sequence, though it may begin with `select`. */
const NOT_A_PLAIN_READ =
  /\b(insert|update|delete|merge|into|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|set_config|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share)\b/i

/**
 * Whether the SQL `statement` only reads: a `select` (or a `with` leading to one) that writes
 * nothing, locks nothing and moves no sequence, so that running it twice is the same as once.
 * Quoted names and string literals are left out of the check (a column may be called "update").
 */
export function isPlainRead(statement: string): boolean {
  const bare = statement.replace(/"(?:[^"]|"")*"/g, '""').replace(/'(?:[^']|'')*'/g, "''")
  return /^[\s(]*(select|with)\b/i.test(bare) && !NOT_A_PLAIN_READ.test(bare)
}

/** Words of a statement that writes, locks or moves a sequence, though it may begin with `select`. */
const NOT_A_PLAIN_READ =
  /\b(insert|update|delete|merge|into|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|set_config|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share)\b/i

/**
 * Running it twice must be the same as once; quoted names and literals are left out (a column may be called "update").
 */
export function isPlainRead(statement: string): boolean {
  const bare = statement.replace(/"(?:[^"]|"")*"/g, '""').replace(/'(?:[^']|'')*'/g, "''")
  return /^[\s(]*(select|with)\b/i.test(bare) && !NOT_A_PLAIN_READ.test(bare)
}

/**
 * The visitor's address for per-IP limits. Behind the load balancer it is the last address the
 * proxy appended to X-Forwarded-For (earlier entries come from the client and can be forged).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .pop()
  return last || headers.get('x-real-ip') || 'direct'
}

/**
 * Protocol-relative `//host`, `/\host` and full URLs would send
 * visitors away; a control character cannot go in a header.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const isSitePath = (href: string): boolean => /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href)

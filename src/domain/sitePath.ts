/**
 * A path of this site, such as `/tarifs`, `/#features` or `/communaute?page=2`: the one rule for
 * every link or redirect that must stay inside the site (links edited by marketing, the page
 * after sign-in or sign-out, the staff preview). Protocol-relative `//host`, `/\host` (which
 * browsers read as `//host`) and full URLs would send visitors away; a control character (a NUL)
 * cannot go in a redirect's header.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const isSitePath = (href: string): boolean => /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href)

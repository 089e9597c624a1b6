/** The loopback names Next's proxy rewrites to `localhost` in every URL it hands `src/proxy.ts`. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i

/**
 * The host Next builds its own URLs on (not the address the server listens on). Next's router
 * takes a proxy rewrite as internal only when its origin is the router's own, and the proxy sees
 * every loopback address as `localhost`: given `127.0.0.1`, the router took each rewrite of a
 * not-yet-public project page for another site and sent it to itself over HTTP with
 * `Host: localhost`, where the origin check refused the owner's forms posted from `127.0.0.1`.
 * Given the name the proxy uses, a rewrite stays inside the server and keeps the request's host.
 */
export const nextHostname = (listenHostname: string): string =>
  LOOPBACK.test(listenHostname) ? 'localhost' : listenHostname

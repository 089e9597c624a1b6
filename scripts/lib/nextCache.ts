import { rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Next keeps its data cache (`unstable_cache`: the globals, the community's lists) in
 * `.next/cache/fetch-cache` across builds. A build prerenders from the database it is built for,
 * so what a server of another database cached there (a local `npm start`, a bench) must go first:
 * a build once baked another database's pricing title into the landing page.
 */
export const forgetNextDataCache = () =>
  rm(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

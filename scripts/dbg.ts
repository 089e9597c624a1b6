import { startEmbeddedPostgres } from './lib/database'
import { prepareDatabase } from './lib/prepare'
const server = await startEmbeddedPostgres('/work/main/.data/pg', 54329)
process.env.DATABASE_URL = server.urlFor('tryb')
const t = setInterval(() => console.log('tick', new Date().toISOString()), 3000)
await prepareDatabase({ seed: process.argv[2] === 'seed' })
clearInterval(t)
console.log('prepared')
await server.stop()
process.exit(0)

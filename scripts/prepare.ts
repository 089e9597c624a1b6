/** A process of its own, so the config is loaded with DATABASE_URL already set. */
import { prepareDatabase } from './lib/prepare'

prepareDatabase({ seed: process.argv.includes('--seed') })
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error('[tryb] Préparation de la base impossible :', error instanceof Error ? error.message : error)
    process.exit(1)
  })
